/* bn-career-state-specials.c — special retainers: the set a player-leader
 * of rank 4 or more has for a battle (his generation's, else one card each,
 * typed in the record or drawn under its key), mustered for the battle he
 * fights, and drawn ahead for his next one
 * (bn_career_state_prepare_next_battle()).
 */
#include "bn-card.h"
#include "bn-career-state-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "bn-leader-generator.h"

/* Enough for any set: only a second Herald is set aside, and a deck holds
 * four black faces besides the Aces. */
#define MAX_SPECIAL_DRAWS 54

static char *
special_outcome (const BnRetainer *retainer,
                 const char       *name)
{
  if (retainer->bonus > 0)
    return g_strdup_printf ("%s, bonus +%u", name, retainer->bonus);
  if (retainer->success > 0)
    return g_strdup_printf (_("%s, succeeds on %u or less"), name, retainer->success);
  return g_strdup (name);
}

/* The special retainers @cl has for his next battle (DoB, "Special
 * Retainers": 2, 3 or 4 by rank, one card each, for player-leaders only).
 * Before his first battle the set he was generated with serves; any other
 * battle, or any retainer his rank now adds to that set, takes one card
 * each: the @typed cards (drawn at the table) in order, then keyed draws
 * from the retainer chance. With @battle_id ≠ 0 every card is a ledger
 * line of that battle.
 *
 * Returns: (transfer full) (element-type BnRetainer): the set, or %NULL
 *   when a card could not be drawn */
static GPtrArray *
special_set (BnCareerState   *state,
             BnCareerLeader  *cl,
             GArray          *typed,
             gint64           battle_id,
             guint            event,
             GError         **error)
{
  g_autoptr(BnLeader) scratch = bn_leader_new ();
  guint count = cl->leader->is_player
                  ? bn_leader_rules_special_retainer_count (state->leader_rules, cl->leader->social_rank) : 0;
  guint n = cl->battles_fought + 1;
  guint used = 0;
  gint64 id = cl->leader->id;

  if (count > 0 && n == 1 && (typed == NULL || typed->len == 0))
    for (guint i = 0; i < cl->special_retainers->len && scratch->retainers->len < count; i++)
      {
        const BnRetainer *generated = g_ptr_array_index (cl->special_retainers, i);
        const BnSpecialRetainerRow *row = bn_leader_rules_lookup_special_retainer (state->leader_rules,
                                                                                  generated->type_id);
        g_autofree char *outcome = special_outcome (generated, row != NULL ? row->name : generated->type_id);

        g_ptr_array_add (scratch->retainers, bn_retainer_copy (generated));
        if (battle_id != 0)
          ledger_add (state, id, battle_id, event, "retainer",
                      g_strdup_printf (_("special retainer of his generation takes the field: %s"), outcome),
                      0, NULL, 0, bn_card_is_valid (generated->card) ? bn_card_to_string (generated->card) : NULL);
      }
  for (guint k = 1; scratch->retainers->len < count; k++)
    {
      BnChanceSource source = BN_CHANCE_SOURCE_SEEDED;
      const BnDraw *draw;
      BnCard card;

      if (k > MAX_SPECIAL_DRAWS)
        {
          g_set_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED,
                       _("%s's special retainers: %u cards drawn and the set is not complete"),
                       cl->leader->name, MAX_SPECIAL_DRAWS);
          return NULL;
        }
      if (typed != NULL && used < typed->len)
        {
          card = g_array_index (typed, BnCard, used++);
          source = BN_CHANCE_SOURCE_TYPED;
        }
      else
        {
          g_autofree char *key = g_strdup_printf ("retinue:l%" G_GINT64_FORMAT ":n%u:%u", id, n, k);
          guint value;

          if (!draw_keyed_from (state, state->retainer_chance, key, TRUE, event, &value, error))
            return NULL;
          card = (BnCard) value;
        }
      draw = bn_leader_apply_special_retainer_card (state->leader_rules, scratch, card, source);
      if (battle_id != 0)
        ledger_add (state, id, battle_id, event, "retainer",
                    g_strdup_printf (_("special retainer drawn for the battle%s: %s"),
                                     source == BN_CHANCE_SOURCE_TYPED ? _(" at the table") : "", draw->outcome),
                    0, NULL, draw->set_aside ? 0 : 1, bn_card_to_string (card));
    }
  for (; typed != NULL && used < typed->len && battle_id != 0; used++)
    ledger_add (state, id, battle_id, event, "retainer",
                g_strdup_printf (_("a card drawn at the table beyond his %u special retainers: not needed"), count),
                0, NULL, 0, bn_card_to_string (g_array_index (typed, BnCard, used)));
  return g_ptr_array_ref (scratch->retainers);
}

static gboolean
has_herald (const GPtrArray *specials)
{
  for (guint i = 0; specials != NULL && i < specials->len; i++)
    if (g_strcmp0 (((const BnRetainer *) g_ptr_array_index (specials, i))->type_id, "herald") == 0)
      return TRUE;
  return FALSE;
}

/* Each participant's special retainers for this battle; the herald's
 * multiplier needs one on the field. */
gboolean
muster_specials (BnCareerState         *state,
                 GArray                *participants,
                 const BnBattleRecord  *record,
                 guint                  event,
                 GError               **error)
{
  /* An opponent known only by a label may have brought a herald: his
   * retainers are not Banneret's to know, so the record is trusted. */
  state->herald_on_field = record->opponent_army_id == 0;
  for (guint i = 0; i < participants->len; i++)
    {
      Participant *p = &g_array_index (participants, Participant, i);
      g_autoptr(GArray) typed = g_array_new (FALSE, FALSE, sizeof (BnCard));

      for (guint c = 0; c < record->special_cards->len; c++)
        {
          const BnSpecialCard *entry = g_ptr_array_index (record->special_cards, c);

          if (entry->leader_id == p->entry->leader_id)
            g_array_append_val (typed, entry->card);
        }
      p->specials = special_set (state, p->cl, typed, record->id, event, error);
      if (p->specials == NULL)
        return FALSE;
      state->herald_on_field |= has_herald (p->specials);
      /* Used, or about to be: the next set is drawn for the next battle. */
      g_ptr_array_set_size (p->cl->special_retainers, 0);
      p->cl->battles_fought++;
    }
  return TRUE;
}

/**
 * bn_career_state_prepare_next_battle:
 * @event: the last event replayed; its draws are recorded under it
 *
 * After the last event: draws each living player-leader of the campaign
 * his special retainers for his next battle (into special_retainers),
 * under the keys that battle will read, so the same cards serve it unless
 * the record types others. A leader with none to draw is left as he is.
 */
gboolean
bn_career_state_prepare_next_battle (BnCareerState  *state,
                                     guint           event,
                                     gint64          campaign_id,
                                     GError        **error)
{
  g_return_val_if_fail (state != NULL, FALSE);

  for (guint i = 0; i < state->leaders->len; i++)
    {
      BnCareerLeader *cl = g_ptr_array_index (state->leaders, i);
      GPtrArray *next;

      if (cl->leader->campaign_id != campaign_id || is_dead (cl) || !cl->leader->is_player)
        continue;
      next = special_set (state, cl, NULL, 0, event, error);
      if (next == NULL)
        return FALSE;
      g_ptr_array_unref (cl->special_retainers);
      cl->special_retainers = next;
    }
  return TRUE;
}
