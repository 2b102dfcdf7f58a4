/* bn-career-state-battle.c — one battle applied to the career state, step
 * by step in the order bn-career-state.c describes: who took the field
 * (the participants), the purse's unspent points, the checks, honor,
 * retainers, ransoms, and the promises to mercenaries that become
 * contracts owed.
 */
#include "bn-battle.h"
#include "bn-card.h"
#include "bn-career-state-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

static void
participant_clear (gpointer data)
{
  Participant *p = data;

  g_clear_pointer (&p->used, g_ptr_array_unref);
  g_clear_pointer (&p->specials, g_ptr_array_unref);
}

Participant *
find_participant (GArray *participants,
                  gint64  leader_id)
{
  for (guint i = 0; i < participants->len; i++)
    {
      Participant *p = &g_array_index (participants, Participant, i);

      if (p->entry->leader_id == leader_id)
        return p;
    }
  return NULL;
}

gboolean
retainer_used (Participant *p,
               const char  *type_id)
{
  for (guint i = 0; i < p->used->len; i++)
    if (g_str_equal (g_ptr_array_index (p->used, i), type_id))
      return TRUE;
  return FALSE;
}

const BnArmy *
side_army (const BnArmy *army,
           const BnArmy *opponent_army,
           BnSide        side)
{
  return side == BN_SIDE_PLAYER ? army : opponent_army;
}

/* Who commanded a side: the roster's commander post, else its leader. */
gint64
side_commander (const BnArmy *army)
{
  if (army == NULL)
    return 0;
  for (guint i = 0; i < army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, i);

      if (post->role == BN_ARMY_ROLE_COMMANDER)
        return post->leader_id;
    }
  return army->leader_id;
}

static const BnBattleRecordUnit *
unit_result (const BnBattleRecord *record,
             BnSide                side,
             guint                 unit)
{
  for (guint i = 0; i < record->units->len; i++)
    {
      const BnBattleRecordUnit *entry = g_ptr_array_index (record->units, i);

      if (entry->side == side && entry->unit == unit)
        return entry;
    }
  return NULL;
}

static void
add_contract (BnCareerState        *state,
              const BnBattleRecord *record,
              const BnArmy         *army,
              BnSide                side,
              guint                 unit,
              guint                 amount,
              guint                 event)
{
  const BnArmyUnit *entry = g_ptr_array_index (army->units, unit - 1);
  const BnBattleRecordUnit *fate = unit_result (record, side, unit);
  BnMercenaryContract *contract = g_new0 (BnMercenaryContract, 1);
  const char *name = entry->unit->name != NULL ? entry->unit->name : entry->unit->type_id;

  contract->leader_id = army->leader_id;
  contract->battle_id = record->id;
  contract->army_id = army->id;
  contract->unit = unit;
  contract->unit_name = g_strdup (name != NULL ? name : "mercenaries");
  contract->amount = amount;
  /* Nobody is left to pay once the unit is destroyed. */
  contract->status = fate != NULL && fate->destroyed ? BN_CONTRACT_LAPSED : BN_CONTRACT_OWED;
  contract->consequence = BN_DEBT_LOYAL;
  g_ptr_array_add (state->contracts, contract);
  ledger_add (state, army->leader_id, record->id, event, "debt",
              contract->status == BN_CONTRACT_LAPSED
                ? g_strdup_printf (_("%u promised to unit %u (%s), destroyed: the debt lapses"), amount, unit, contract->unit_name)
                : g_strdup_printf (_("%u promised to unit %u (%s)"), amount, unit, contract->unit_name),
              (gint) amount, NULL, contract->status == BN_CONTRACT_LAPSED ? 0 : (gint) amount, NULL);
}

static void
add_contracts (BnCareerState        *state,
               const BnBattleRecord *record,
               const BnArmy         *army,
               const BnArmy         *opponent_army,
               guint                 event)
{
  if (record->promises->len > 0)
    {
      for (guint i = 0; i < record->promises->len; i++)
        {
          const BnPromise *promise = g_ptr_array_index (record->promises, i);
          const BnArmy *owner = side_army (army, opponent_army, promise->side);

          if (owner != NULL && bn_career_state_get_leader (state, owner->leader_id) != NULL)
            add_contract (state, record, owner, promise->side, promise->unit, promise->amount, event);
        }
      return;
    }
  /* No promises recorded: the rosters' own promises stand. */
  for (BnSide side = BN_SIDE_PLAYER; side <= BN_SIDE_OPPONENT; side++)
    {
      const BnArmy *owner = side_army (army, opponent_army, side);

      if (owner == NULL || bn_career_state_get_leader (state, owner->leader_id) == NULL)
        continue;
      for (guint u = 0; u < owner->units->len; u++)
        {
          const BnArmyUnit *entry = g_ptr_array_index (owner->units, u);

          if (entry->unit->mercenary && entry->promise > 0)
            add_contract (state, record, owner, side, u + 1, entry->promise, event);
        }
    }
}

/**
 * bn_career_state_apply_battle:
 * @event: the battle's place in the campaign's events
 * @record: a checked record with its id; leaders whose minimum command was
 *   not yet judged get the verdict written into it
 * @army: the player's roster; @opponent_army: the opponent's, or %NULL;
 *   each as it stood when the battle was fought
 *
 * Runs the post-battle sequence on the state. On error (a draw that could
 * not be made) the state is part-way and must be thrown away.
 */
gboolean
bn_career_state_apply_battle (BnCareerState   *state,
                              guint            event,
                              BnBattleRecord  *record,
                              const BnArmy    *army,
                              const BnArmy    *opponent_army,
                              GError         **error)
{
  g_autoptr(GArray) participants = g_array_new (FALSE, TRUE, sizeof (Participant));
  gint64 battle_id = record->id;

  g_return_val_if_fail (state != NULL && record != NULL, FALSE);
  g_array_set_clear_func (participants, participant_clear);

  for (guint i = 0; i < record->leaders->len; i++)
    {
      Participant p = { 0, };

      p.entry = g_ptr_array_index (record->leaders, i);
      p.cl = bn_career_state_get_leader (state, p.entry->leader_id);
      if (p.cl == NULL)
        {
          g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                       _("battle %" PRId64 ": leader %" PRId64 " is not of this campaign"),
                       battle_id, p.entry->leader_id);
          return FALSE;
        }
      p.used = g_ptr_array_new ();
      g_array_append_val (participants, p);
    }

  /* Before the battle: special retainers. */
  if (!muster_specials (state, participants, record, event, error))
    return FALSE;

  /* 0. The purse: what was not spent is his after the battle, before any
   * ransom falls due. */
  if (army != NULL && record->unspent > 0)
    {
      BnCareerLeader *owner = bn_career_state_get_leader (state, army->leader_id);

      if (owner != NULL)
        {
          owner->purse += (guint) record->unspent;
          ledger_add (state, owner->leader->id, battle_id, event, "purse",
                      g_strdup_printf (_("army points left unspent in %s"), army->name),
                      record->unspent, NULL, record->unspent, NULL);
        }
    }

  /* 1. Risk to a leader. */
  for (guint i = 0; i < record->checks->len; i++)
    if (!run_check (state, participants, g_ptr_array_index (record->checks, i), army, opponent_army,
                    battle_id, event, error))
      return FALSE;

  /* 2. Honor, esteem, rank, skill points. */
  for (guint i = 0; i < participants->len; i++)
    {
      Participant *p = &g_array_index (participants, Participant, i);

      if (!award_honor (state, p, record, side_army (army, opponent_army, p->entry->side), event, error))
        return FALSE;
    }

  /* 3. Retainers: a Healer's removal of his leader's wound; the common
   * ones used come back; the special ones go. */
  for (guint i = 0; i < record->retainers->len; i++)
    {
      const BnRetainerUse *use = g_ptr_array_index (record->retainers, i);
      Participant *p = find_participant (participants, use->leader_id);

      if (p == NULL || !use->heals_wound || is_dead (p->cl))
        continue;
      ledger_add (state, p->cl->leader->id, battle_id, event, "fate",
                  p->cl->wound_battles > 0 ? g_strdup (_("his Healer removes his wound: it has healed"))
                                           : g_strdup (_("his Healer removed the wound he took on the field")),
                  (gint) p->cl->wound_battles, NULL, 0, NULL);
      p->cl->wound_battles = 0;
      if (g_strcmp0 (p->cl->leader->status, "wounded") == 0)
        set_status (p->cl, "active");
    }
  for (guint i = 0; i < record->retainers->len; i++)
    {
      const BnRetainerUse *use = g_ptr_array_index (record->retainers, i);
      Participant *p = find_participant (participants, use->leader_id);

      if (p != NULL && !retainer_used (p, use->retainer))
        g_ptr_array_add (p->used, use->retainer);
    }
  for (guint i = 0; i < participants->len; i++)
    {
      Participant *p = &g_array_index (participants, Participant, i);

      for (guint r = 0; r < p->used->len; r++)
        {
          const char *type_id = g_ptr_array_index (p->used, r);
          const BnCommonRetainer *row = bn_leader_rules_lookup_common_retainer (state->leader_rules, type_id);
          const BnSpecialRetainerRow *special = row == NULL
            ? bn_leader_rules_lookup_special_retainer (state->leader_rules, type_id) : NULL;
          guint times = 0;

          if (row != NULL || special == NULL)
            {
              const BnRetainerUse *rethrew = NULL;
              BnRerollDie die;

              for (guint u = 0; u < record->retainers->len && rethrew == NULL; u++)
                {
                  const BnRetainerUse *use = g_ptr_array_index (record->retainers, u);

                  if (use->leader_id == p->cl->leader->id && g_strcmp0 (use->retainer, type_id) == 0
                      && bn_reroll_die_from_id (use->rethrown, &die))
                    rethrew = use;
                }
              if (rethrew != NULL)
                {
                  /* TRANSLATORS: a retainer; a die of his leader's ("combat bonus die"); what it showed */
                  ledger_add (state, p->cl->leader->id, battle_id, event, "retainer",
                              g_strdup_printf (_("%s threw his %s again (it showed %u): returns after the battle"),
                                               row != NULL ? row->name : _("retainer"), bn_reroll_die_name (die),
                                               rethrew->rethrown_roll),
                              0, NULL, (gint) rethrew->rethrown_roll, NULL);
                  continue;
                }
              ledger_add (state, p->cl->leader->id, battle_id, event, "retainer",
                          g_strdup_printf (_("%s used: returns after the battle"), row != NULL ? row->name : _("retainer")),
                          0, NULL, 0, NULL);
              continue;
            }
          /* A special retainer acting in a fought battle: the Archer's and
           * the Champion's bonus dice, the Standard holding his unit, the
           * Healer and the Scout (the battle's log tells each). */
          for (guint u = 0; u < record->retainers->len; u++)
            {
              const BnRetainerUse *use = g_ptr_array_index (record->retainers, u);

              times += use->leader_id == p->cl->leader->id && g_strcmp0 (use->retainer, type_id) == 0;
            }
          ledger_add (state, p->cl->leader->id, battle_id, event, "retainer",
                      g_str_equal (type_id, "standard")
                        ? g_strdup_printf (ngettext ("%s held his unit in the battle %u time (the battle's log tells when)",
                                                     "%s held his unit in the battle %u times (the battle's log tells when)",
                                                     times),
                                           special->name, times)
                        : g_str_equal (type_id, "archer") || g_str_equal (type_id, "champion")
                        ? g_strdup_printf (ngettext ("%s threw his bonus die in the battle %u time (the battle's log tells each)",
                                                     "%s threw his bonus die in the battle %u times (the battle's log tells each)",
                                                     times),
                                           special->name, times)
                        : g_strdup_printf (_("%s acted in the battle"), special->name),
                      0, NULL, (gint) times, NULL);
        }
    }
  for (guint i = 0; i < participants->len; i++)
    {
      Participant *p = &g_array_index (participants, Participant, i);

      for (guint r = 0; r < p->specials->len; r++)
        {
          const BnRetainer *gone = g_ptr_array_index (p->specials, r);
          const BnSpecialRetainerRow *row = bn_leader_rules_lookup_special_retainer (state->leader_rules,
                                                                                    gone->type_id);

          ledger_add (state, p->cl->leader->id, battle_id, event, "retainer",
                      g_strdup_printf (_("%s leaves him after the battle"), row != NULL ? row->name : gone->type_id),
                      0, NULL, 0, bn_card_is_valid (gone->card) ? bn_card_to_string (gone->card) : NULL);
        }
    }

  /* 4. The purse: ransoms received. */
  for (guint i = 0; i < record->deeds->len; i++)
    {
      const BnBattleDeed *deed = g_ptr_array_index (record->deeds, i);
      Participant *p = find_participant (participants, deed->leader_id);
      guint ransom;

      if (p == NULL || deed->captive_rank == 0 || !deed->ransom_paid)
        continue;
      ransom = bn_career_rules_ransom (state->career_rules, deed->captive_rank);
      p->cl->purse += ransom;
      ledger_add (state, p->cl->leader->id, battle_id, event, "purse",
                  g_strdup_printf (_("ransom received for a captive of rank %u"), deed->captive_rank),
                  (gint) ransom, NULL, (gint) ransom, NULL);
    }

  /* 5. Promises to mercenaries become contracts owed. */
  add_contracts (state, record, army, opponent_army, event);
  return TRUE;
}
