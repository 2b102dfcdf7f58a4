/* bn-army-ready.c — the check before an army takes the field; see bn-army-ready.h. */
#include "bn-army-ready.h"

#include <glib/gi18n-lib.h>

#include "bn-army-report.h"
#include "bn-battle-record.h"
#include "bn-leader-rules.h"
#include "bn-unit-rules.h"

/**
 * bn_army_check_ready:
 * @army: a saved army of the campaign, with its leader in @store
 *
 * Returns: %FALSE with a %BN_BATTLE_RECORD_ERROR_INVALID naming @army and
 *   the first thing its report finds wrong (not mustered, over its points,
 *   a unit or post the rules refuse), or the reason it could not be
 *   checked
 */
gboolean
bn_army_check_ready (BnStore       *store,
                     const BnArmy  *army,
                     GError       **error)
{
  g_autoptr(BnUnitRules) unit_rules = NULL;
  g_autoptr(BnLeaderRules) leader_rules = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GPtrArray) domain = NULL;
  g_autoptr(BnArmyReport) report = NULL;
  const BnArmyProblem *problem;

  g_return_val_if_fail (store != NULL && army != NULL, FALSE);

  if ((unit_rules = bn_unit_rules_load_default (error)) == NULL ||
      (leader_rules = bn_leader_rules_load_default (error)) == NULL ||
      (leader = bn_store_get_leader (store, army->leader_id, error)) == NULL)
    return FALSE;
  /* The posts a player-leader may give are his vassals'. */
  domain = leader->is_player ? bn_store_list_vassals (store, leader->id, error)
                             : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  if (domain == NULL)
    return FALSE;
  report = bn_army_check (army, unit_rules, leader_rules, leader, domain);
  /* Errors come first in a report. */
  problem = report->problems->len > 0 ? g_ptr_array_index (report->problems, 0) : NULL;
  if (problem == NULL || problem->level != BN_ARMY_PROBLEM_ERROR)
    return TRUE;
  if (g_strcmp0 (problem->code, "not-mustered") == 0)
    g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                 _("“%s” has not been mustered yet: it has no army points to take the field with. "
                   "Muster it first."), army->name);
  else
    /* TRANSLATORS: the army's name, then what its report finds wrong */
    g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                 _("“%s” breaks the army rules (%s): put it right before it takes the field."),
                 army->name, problem->message);
  return FALSE;
}
