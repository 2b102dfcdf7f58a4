/* bn-muster.c — drawing army points. The factors and the bonus-card
 * exceptions are read from data/leaders.xml (<army-points>). */
#include "bn-muster.h"
#include <glib/gi18n-lib.h>

/* Returns: (transfer full): a muster waiting for its multiplier card. The
 * app shows each card as it comes with bn_muster_apply_card(); the CLI and
 * the tests use bn_muster_draw() for the whole muster. */
BnMuster *
bn_muster_new (guint household)
{
  BnMuster *muster = g_new0 (BnMuster, 1);

  muster->household = household;
  muster->multiplier_card = BN_CARD_INVALID;
  muster->draws = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_draw_free);
  return muster;
}

/* Returns: (nullable): the step the next card is for, "army-multiplier" or
 * "army-bonus"; %NULL once the muster is complete. */
const char *
bn_muster_get_next_step (const BnMuster *muster)
{
  g_return_val_if_fail (muster != NULL, NULL);

  if (muster->complete)
    return NULL;
  return bn_card_is_valid (muster->multiplier_card) ? "army-bonus" : "army-multiplier";
}

/* Records a draw; takes @outcome. */
static const BnDraw *
add_draw (BnMuster       *muster,
          const char     *step,
          BnCard          card,
          BnChanceSource  source,
          char           *outcome)
{
  g_ptr_array_add (muster->draws, bn_draw_new (step, card, source, FALSE, outcome));
  g_free (outcome);
  return g_ptr_array_index (muster->draws, muster->draws->len - 1);
}

/**
 * bn_muster_apply_card:
 * @card: the card drawn for the next step (bn_muster_get_next_step())
 *
 * Returns: (transfer none): the draw recorded for @card, with what it decided
 */
const BnDraw *
bn_muster_apply_card (BnMuster       *muster,
                      BnLeaderRules  *rules,
                      BnCard          card,
                      BnChanceSource  source)
{
  gboolean draw_again = FALSE;
  guint bonus;

  g_return_val_if_fail (muster != NULL && rules != NULL, NULL);
  g_return_val_if_fail (bn_card_is_valid (card), NULL);
  g_return_val_if_fail (!muster->complete, NULL);

  if (!bn_card_is_valid (muster->multiplier_card))
    {
      muster->multiplier_card = card;
      muster->factor = bn_leader_rules_army_multiplier (rules, card);
      muster->basic_points = muster->household * muster->factor;
      muster->army_points = muster->basic_points;
      return add_draw (muster, "army-multiplier", card, source,
                       g_strdup_printf (_("household %u × %u = %u basic army points"),
                                        muster->household, muster->factor, muster->basic_points));
    }

  bonus = bn_leader_rules_army_bonus (rules, card, &draw_again);
  muster->bonus_points += bonus;
  muster->army_points = muster->basic_points + muster->bonus_points;
  muster->complete = !draw_again;
  return add_draw (muster, "army-bonus", card, source,
                   draw_again ? g_strdup_printf (_("bonus %u; another bonus card is drawn"), bonus)
                              : g_strdup_printf ("bonus %u", bonus));
}

/**
 * bn_muster_draw:
 * @household: the leader's household (social rank + esteem)
 *
 * Draws the whole muster from @chance.
 *
 * Returns: (transfer full): the muster, or %NULL when a card could not be
 *   drawn (typed cards ran out, a card typed twice)
 */
BnMuster *
bn_muster_draw (BnLeaderRules  *rules,
                BnChance       *chance,
                guint           household,
                GError        **error)
{
  g_autoptr(BnMuster) muster = bn_muster_new (household);

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (chance != NULL, NULL);

  while (!muster->complete)
    {
      BnChanceSource source;
      BnCard card;

      if (!bn_chance_draw_card (chance, &card, &source, error))
        return NULL;
      bn_muster_apply_card (muster, rules, card, source);
    }
  return g_steal_pointer (&muster);
}

BnMuster *
bn_muster_copy (const BnMuster *muster)
{
  BnMuster *copy;

  g_return_val_if_fail (muster != NULL, NULL);

  copy = g_memdup2 (muster, sizeof *muster);
  copy->draws = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_draw_free);
  for (guint i = 0; i < muster->draws->len; i++)
    g_ptr_array_add (copy->draws, bn_draw_copy (g_ptr_array_index (muster->draws, i)));
  return copy;
}

void
bn_muster_free (BnMuster *muster)
{
  if (muster == NULL)
    return;
  g_ptr_array_unref (muster->draws);
  g_free (muster);
}
