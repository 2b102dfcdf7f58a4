/* bn-battle-log-xml-replay.c — a battle log replayed: a new battle from
 * the logged scenario, armies and dice seed (or dice typed in), the logged
 * actions applied in turn, and the first event that differs from the log
 * described.
 */
#include "bn-battle-log-xml-private.h"
#include "bn-dealt-cards.h"

#include <glib/gi18n-lib.h>

static gboolean
event_equal (const BnBattleEvent *a,
             const BnBattleEvent *b)
{
  return a->type == b->type && a->side == b->side && a->a == b->a && a->b == b->b
         && a->c == b->c && a->value == b->value && a->action == b->action;
}

static char *
describe_event (const BnBattleEvent *event)
{
  g_autofree char *text = bn_battle_event_to_string (event);

  return event->action == G_MAXUINT32 ? g_strdup_printf ("%s (setup)", text)
                                      : g_strdup_printf (_("%s (after action %u)"), text, event->action + 1);
}

static gboolean
differ (GError    **error,
        const char *format,
        ...) G_GNUC_PRINTF (2, 3);

static gboolean
differ (GError    **error,
        const char *format,
        ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BN_BATTLE_LOG_ERROR, BN_BATTLE_LOG_ERROR_DIFFERENT, message);
  return FALSE;
}

/* Compares the events from @from on; TRUE if they all match the log's. */
static gboolean
compare_events (const BnBattle     *battle,
                const BnBattleLog  *log,
                guint               from,
                guint               to,
                GError            **error)
{
  for (guint e = from; e < to; e++)
    {
      const BnBattleEvent *got = bn_battle_get_event (battle, e);

      if (e >= log->events->len)
        {
          g_autofree char *text = describe_event (got);

          return differ (error, "event %u: the replay has %s, the log has no more events", e + 1, text);
        }
      if (!event_equal (got, &g_array_index (log->events, BnBattleEvent, e)))
        {
          g_autofree char *want = describe_event (&g_array_index (log->events, BnBattleEvent, e));
          g_autofree char *text = describe_event (got);

          return differ (error, "event %u: the log has %s, the replay %s", e + 1, want, text);
        }
    }
  return TRUE;
}

/**
 * bn_battle_log_type_dice:
 * @action: an index in @log's actions
 *
 * Types into @chance, in order, the dice a player typed during action
 * @action (its die events marked typed), and the cards typed for a struck
 * leader, and reseeds it from the action's draw seed if it has one, so
 * that a replay throws and draws them again where the battle did.
 */
void
bn_battle_log_type_dice (const BnBattleLog *log,
                         guint              action,
                         BnChance          *chance)
{
  g_return_if_fail (log != NULL && chance != NULL);

  /* A battle over the network drew this action's rolls from its own seed. */
  if (log->draws != NULL && action < log->draws->len && g_array_index (log->draws, guint64, action) != 0 &&
      bn_chance_has_seed (chance))
    bn_chance_reseed (chance, g_array_index (log->draws, guint64, action));
  for (guint e = 0; e < log->events->len; e++)
    {
      const BnBattleEvent *event = &g_array_index (log->events, BnBattleEvent, e);

      if (event->action == action && event->type == BN_EVENT_DIE && event->c != 0)
        bn_chance_push_die (chance, (guint) event->value);
      /* A card a player drew for a struck or lost leader (bn-battle-risk.c). */
      else if (event->action == action && event->type == BN_EVENT_RISK_CARD && event->value >= 256)
        bn_chance_push_card (chance, (BnCard) event->b);
    }
}

/**
 * bn_battle_log_new_battle:
 * @chance: (transfer none): seeded with the log's dice seed; kept alive as
 *   long as the battle
 *
 * @log's battle as it was set up, before its first action. A log written
 * before the setup waited for an army commander's first-move die went on
 * past that die (its setup has more events than the battle now waits
 * with): the die is kept there as it fell, as it was then.
 *
 * Returns: (transfer full) (nullable): the battle, or %NULL as
 *   bn_battle_new()
 */
BnBattle *
bn_battle_log_new_battle (BnBattleRules      *rules,
                          const BnBattleLog  *log,
                          BnChance           *chance,
                          GError            **error)
{
  g_autoptr(BnBattle) battle = NULL;
  guint setup_events = 0;

  g_return_val_if_fail (rules != NULL && log != NULL && chance != NULL, NULL);

  /* Its deck dealt between two sides that hid their hands: those cards. */
  if (log->deal != NULL && !bn_chance_has_dealer (chance))
    bn_dealt_cards_attach (chance, (const guint *) (gpointer) log->deal->data, log->deal->len);
  battle = bn_battle_new (rules, log->scenario, log->armies[0], log->armies[1], chance, error);
  if (battle == NULL)
    return NULL;
  while (setup_events < log->events->len
         && g_array_index (log->events, BnBattleEvent, setup_events).action == G_MAXUINT32)
    setup_events++;
  if (bn_battle_get_reroll_offer (battle, NULL, NULL) >= 0 && setup_events > bn_battle_get_n_events (battle)
      && !bn_battle_keep_setup_die (battle, error))
    return NULL;
  return g_steal_pointer (&battle);
}

/**
 * bn_battle_log_replay:
 *
 * Plays @log's actions again from its scenario, armies and dice seed, and
 * checks every event and the outcome against the log.
 *
 * @out_outcome: (out) (optional): the replay's outcome
 *
 * Returns: %TRUE if the replay is identical; otherwise %FALSE with @error
 *   set: %BN_BATTLE_LOG_ERROR_DIFFERENT naming the first difference (an
 *   action refused, an event, the outcome), or a %BN_BATTLE_ERROR if the
 *   log's setup is one the battle core refuses
 */
gboolean
bn_battle_log_replay (BnBattleRules      *rules,
                      const BnBattleLog  *log,
                      BnBattleOutcome    *out_outcome,
                      GError            **error)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (log->dice_seed);
  g_autoptr(BnBattle) battle = NULL;
  BnBattleOutcome outcome;
  guint checked = 0;

  g_return_val_if_fail (log != NULL && (rules != NULL || log->rules != NULL), FALSE);

  if (rules == NULL)
    rules = log->rules;
  battle = bn_battle_log_new_battle (rules, log, chance, error);
  if (battle == NULL)
    return FALSE;
  for (guint a = 0; a < log->actions->len; a++)
    {
      const BnBattleAction *action = &g_array_index (log->actions, BnBattleAction, a);
      g_autoptr(GError) refused = NULL;

      if (!compare_events (battle, log, checked, bn_battle_get_n_events (battle), error))
        return FALSE;
      checked = bn_battle_get_n_events (battle);
      bn_battle_log_type_dice (log, a, chance);
      if (!bn_battle_apply (battle, action, &refused))
        {
          g_autofree char *text = bn_battle_action_to_string (action);

          return differ (error, "action %u (%s) is refused on replay: %s", a + 1, text,
                         refused->message);
        }
    }
  if (!compare_events (battle, log, checked, bn_battle_get_n_events (battle), error))
    return FALSE;
  if (bn_battle_get_n_events (battle) != log->events->len)
    {
      g_autofree char *want = describe_event (&g_array_index (log->events, BnBattleEvent,
                                                              bn_battle_get_n_events (battle)));

      return differ (error, "event %u: the log has %s, the replay has no more events",
                     bn_battle_get_n_events (battle) + 1, want);
    }

  bn_battle_outcome_of (battle, log->armies[0], log->armies[1], &outcome);
  if (outcome.winner != log->outcome.winner || outcome.turns != log->outcome.turns
      || outcome.actions != log->outcome.actions
      || memcmp (outcome.victory_points, log->outcome.victory_points, sizeof outcome.victory_points) != 0
      || memcmp (outcome.units_lost, log->outcome.units_lost, sizeof outcome.units_lost) != 0
      || memcmp (outcome.figures_lost, log->outcome.figures_lost, sizeof outcome.figures_lost) != 0)
    {
      return differ (error, "the outcome: the log says winner %d, %u–%u VP after %u turns; the replay "
              "winner %d, %u–%u VP after %u turns (or the losses differ)",
              log->outcome.winner, log->outcome.victory_points[0], log->outcome.victory_points[1],
              log->outcome.turns, outcome.winner, outcome.victory_points[0],
              outcome.victory_points[1], outcome.turns);
    }
  if (out_outcome != NULL)
    *out_outcome = outcome;
  return TRUE;
}
