/* bn-store-career-step.c — the post-battle sequence one card or die at a
 * time, for a player at the table.
 *
 * The sequence is run with what has been typed so far, inside a write that
 * is always rolled back: it stops at the first card or die it needs and has
 * not been given, and says which and what for; given everything, it shows
 * what the battle would give each leader. Nothing is kept until
 * bn_career_apply_battle() runs with the same cards and dice, so an entry
 * refused, or a step taken back, loses nothing already typed.
 */
#include "bn-store-private.h"

#include <string.h>

#include "bn-career.h"

void
bn_career_step_free (BnCareerStep *step)
{
  if (step == NULL)
    return;
  g_free (step->key);
  g_free (step->what);
  g_clear_pointer (&step->ledger, g_ptr_array_unref);
  g_clear_pointer (&step->leaders, g_ptr_array_unref);
  g_free (step);
}

/* "pcs:b1:l3:1" → "Baron Hugh's personal combat skill check 1: a D20". */
static char *
describe (BnStore    *store,
          const char *key,
          gboolean    is_card)
{
  static const struct { const char *prefix; const char *what; } kinds[] = {
    { "pcs:", "personal combat skill check" },
    { "ward:", "common retainer warding off the blow" },
    { "special:", "Special Results card, as he was struck" },
    { "found:", "fate, if lost on the field" },
    { "lost:", "fate, if lost on the field" },
    { "climb:", "social-rank climb" },
    { "retinue:", "special retainers for his next battle" },
  };
  const char *what = "sequence";
  const char *l = strstr (key, ":l");
  g_autoptr(BnLeader) leader = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_has_prefix (key, kinds[i].prefix))
      what = kinds[i].what;
  if (l != NULL)
    leader = bn_store_get_leader (store, g_ascii_strtoll (l + 2, NULL, 10), NULL);
  /* A leader struck at several times makes several checks: they are told
   * apart by their number ("pcs:b1:l3:2" is his second). */
  if (g_str_has_prefix (key, "pcs:") && l != NULL && strchr (l + 2, ':') != NULL)
    return g_strdup_printf ("%s%s%s %s: %s", leader != NULL ? leader->name : "", leader != NULL ? "'s " : "the ",
                            what, strchr (l + 2, ':') + 1, is_card ? "a card" : "a D20");
  return g_strdup_printf ("%s%s%s: %s", leader != NULL ? leader->name : "", leader != NULL ? "'s " : "the ",
                          what, is_card ? "a card" : "a D20");
}

/**
 * bn_career_next_step:
 * @chance: the cards and dice given so far (typed); read from its start
 *
 * Returns: (transfer full): the next card or die the sequence of battle
 *   @battle_id needs, with what the values given so far decided (its
 *   ledger lines up to there), or, when it needs none more, what it gives each
 *   leader (its ledger lines) and where it leaves him (honor, esteem, rank,
 *   status); %NULL with @error for any other refusal (a
 *   card that cannot be, the battle already applied). Nothing is written.
 */
BnCareerStep *
bn_career_next_step (BnStore   *store,
                     gint64     battle_id,
                     BnChance  *chance,
                     GError   **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  BnCareerStep *step;
  gboolean is_card = FALSE;
  g_autofree char *stale = bn_career_state_take_wanted (&is_card);
  g_autoptr(GPtrArray) stale_decided = bn_career_state_take_decided ();

  g_return_val_if_fail (store != NULL && chance != NULL, NULL);

  if (!bn_store_begin (store, error))
    return NULL;
  step = g_new0 (BnCareerStep, 1);
  if (!bn_store_career_apply_in_transaction (store, battle_id, chance, &local_error))
    {
      step->key = bn_career_state_take_wanted (&is_card);
      if (step->key == NULL || !g_error_matches (local_error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED))
        {
          bn_store_rollback (store);
          bn_career_step_free (step);
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      step->is_card = is_card;
      step->what = describe (store, step->key, is_card);
      step->ledger = bn_career_state_take_decided ();
      if (step->ledger == NULL)
        step->ledger = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_ledger_entry_free);
      bn_store_rollback (store);
      return step;
    }

  /* All given: what the battle gives, read before it is all taken back. */
  step->done = TRUE;
  step->ledger = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_ledger_entry_free);
  step->leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_career_leader_free);
  record = bn_career_get_battle (store, battle_id, NULL);
  for (guint i = 0; record != NULL && i < record->leaders->len; i++)
    {
      const BnBattleLeader *entry = g_ptr_array_index (record->leaders, i);
      g_autoptr(GPtrArray) ledger = bn_career_get_ledger (store, entry->leader_id, NULL);
      BnCareerLeader *after = bn_career_get_leader (store, entry->leader_id, NULL);

      if (after != NULL)
        g_ptr_array_add (step->leaders, after);

      for (guint j = 0; ledger != NULL && j < ledger->len; j++)
        {
          BnLedgerEntry *line = g_ptr_array_index (ledger, j);

          if (line->battle_id == battle_id)
            g_ptr_array_add (step->ledger, g_steal_pointer (&g_ptr_array_index (ledger, j)));
        }
    }
  bn_store_rollback (store);
  return step;
}
