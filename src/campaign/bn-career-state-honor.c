/* bn-career-state-honor.c — step 2 of the post-battle sequence: each
 * deed's honor by motivation, attached, herald and esteem, the automatic
 * deeds, the minimum-command penalty, and the esteem it raises.
 */
#include "bn-career-state-private.h"
#include <glib/gi18n-lib.h>

#include "bn-army-report.h"
#include "bn-data-text.h"

static gboolean
command_met (BnCareerState  *state,
             BnCareerLeader *cl,
             const BnArmy   *army)
{
  g_autoptr(BnArmyReport) report = NULL;

  /* A side known only by a label has no roster to judge. */
  if (army == NULL)
    return TRUE;
  report = bn_army_check (army, state->unit_rules, state->leader_rules, cl->leader, NULL);
  return bn_army_report_find (report, "minimum-command") == NULL;
}

/* Where in the battle's log a deed shows: " (turn 3, step 41)", the step
 * being the action's number from 1, as `battle replay --at` takes it;
 * empty for a battle typed at the table. */
static char *
log_moment (guint turn,
            guint action)
{
  return turn > 0 ? g_strdup_printf (_("turn %u, step %u"), turn, action + 1) : NULL;
}

static gint
deed_honor (BnCareerState        *state,
            Participant          *p,
            const BnDeed         *deed,
            const BnBattleDeed   *recorded,
            const BnBattleRecord *record,
            guint                 event)
{
  gint64 battle_id = record->id;
  g_autofree char *moment = recorded != NULL ? log_moment (recorded->turn, recorded->action)
                                             : log_moment (record->end_turn, record->end_action);
  const BnEsteemLevel *esteem = bn_leader_rules_get_esteem (state->leader_rules, p->cl->leader->esteem_level);
  GString *mult = g_string_new (NULL);
  gint base = 0, result;

  bn_career_rules_deed_honor (state->career_rules, deed->id, p->cl->leader->motivation, &base);
  result = base;
  /* "Honor points are doubled if the L&H is attached … doubled if a herald
   * is within 5"": the honor gained; a loss is not doubled. */
  if (recorded != NULL && recorded->attached && base > 0)
    {
      guint m = bn_career_rules_get_attached_multiplier (state->career_rules);

      result *= (gint) m;
      g_string_append_printf (mult, _("× %u attached "), m);
    }
  else if (recorded != NULL && recorded->attached && base < 0)
    g_string_append (mult, _("× 1 attached (a loss is not doubled) "));
  if (recorded != NULL && recorded->herald && state->herald_on_field && base > 0)
    {
      guint m = bn_career_rules_get_herald_multiplier (state->career_rules);

      result *= (gint) m;
      g_string_append_printf (mult, _("× %u herald "), m);
    }
  else if (recorded != NULL && recorded->herald && state->herald_on_field && base < 0)
    g_string_append (mult, _("× 1 herald (a loss is not doubled) "));
  else if (recorded != NULL && recorded->herald && !state->herald_on_field)
    g_string_append (mult, _("× 1 no herald on the field "));
  result *= (gint) esteem->level;
  g_string_append_printf (mult, _("× %u %s esteem"), esteem->level, esteem->name);
  ledger_add (state, p->cl->leader->id, battle_id, event, "honor",
              recorded != NULL && recorded->unit != 0
                ? (moment != NULL ? g_strdup_printf (_("%s (unit %u; %s)"), bn_data_text (deed->name), recorded->unit, moment)
                                  : g_strdup_printf (_("%s (unit %u)"), bn_data_text (deed->name), recorded->unit))
                : moment != NULL ? g_strdup_printf (_("%s (%s)"), bn_data_text (deed->name), moment)
                                 : g_strdup (bn_data_text (deed->name)),
              base, g_string_free (mult, FALSE), result, NULL);
  return result;
}

static gboolean
won (const BnBattleRecord *record,
     BnSide                side)
{
  return (record->winner == BN_WINNER_PLAYER && side == BN_SIDE_PLAYER) ||
         (record->winner == BN_WINNER_OPPONENT && side == BN_SIDE_OPPONENT);
}

gboolean
award_honor (BnCareerState   *state,
             Participant     *p,
             BnBattleRecord  *record,
             const BnArmy    *army,
             guint            event,
             GError         **error)
{
  BnBattleLeader *entry = (BnBattleLeader *) p->entry;
  gint64 battle_id = record->id;
  gint gain = 0;

  for (guint i = 0; i < record->deeds->len; i++)
    {
      const BnBattleDeed *recorded = g_ptr_array_index (record->deeds, i);

      if (recorded->leader_id == entry->leader_id)
        gain += deed_honor (state, p, bn_career_rules_lookup_deed (state->career_rules, recorded->deed),
                            recorded, record, event);
    }
  for (guint i = 0; i < bn_career_rules_get_n_deeds (state->career_rules); i++)
    {
      const BnDeed *deed = bn_career_rules_get_deed (state->career_rules, i);

      if ((deed->automatic == BN_DEED_AUTO_SURVIVED && !p->off_field) ||
          (deed->automatic == BN_DEED_AUTO_VICTORY && won (record, entry->side)))
        gain += deed_honor (state, p, deed, NULL, record, event);
    }

  /* Judged once, with the esteem he had when he took the field, then kept
   * in the record so a replay does not depend on the roster's later edits. */
  if (entry->command_met < 0)
    entry->command_met = command_met (state, p->cl, army) ? 1 : 0;
  if (!entry->command_met && gain > 0)
    {
      guint percent = bn_career_rules_get_command_penalty (state->career_rules);
      gint loss = gain * (gint) percent / 100;
      const BnEsteemLevel *esteem = bn_leader_rules_get_esteem (state->leader_rules, p->cl->leader->esteem_level);

      ledger_add (state, entry->leader_id, battle_id, event, "honor",
                  g_strdup_printf (_("minimum command of %s esteem not met"), esteem->name),
                  gain, g_strdup_printf ("× −%u%%", percent), -loss, NULL);
      gain -= loss;
    }
  add_honor (state, p->cl, battle_id, event, gain);
  if (is_dead (p->cl))
    return TRUE;
  return raise_esteem (state, p->cl, battle_id, event, error);
}
