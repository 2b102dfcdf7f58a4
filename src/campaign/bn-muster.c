/* bn-muster.c — drawing army points. The factors and the bonus-card
 * exceptions are read from data/leaders.xml (<army-points>). */
#include "bn-muster.h"

static BnMuster *
muster_new (guint household)
{
  BnMuster *muster = g_new0 (BnMuster, 1);

  muster->household = household;
  muster->multiplier_card = BN_CARD_INVALID;
  muster->draws = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_draw_free);
  return muster;
}

/* Records a draw; takes @outcome. */
static void
add_draw (BnMuster       *muster,
          const char     *step,
          BnCard          card,
          BnChanceSource  source,
          char           *outcome)
{
  g_ptr_array_add (muster->draws, bn_draw_new (step, card, source, FALSE, outcome));
  g_free (outcome);
}

/**
 * bn_muster_draw:
 * @household: the leader's household (social rank + esteem)
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
  g_autoptr(BnMuster) muster = muster_new (household);
  BnChanceSource source;
  gboolean draw_again = TRUE;
  BnCard card;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (chance != NULL, NULL);

  if (!bn_chance_draw_card (chance, &card, &source, error))
    return NULL;
  muster->multiplier_card = card;
  muster->factor = bn_leader_rules_army_multiplier (rules, card);
  muster->basic_points = household * muster->factor;
  add_draw (muster, "army-multiplier", card, source,
            g_strdup_printf ("household %u × %u = %u basic army points",
                             household, muster->factor, muster->basic_points));

  while (draw_again)
    {
      guint bonus;

      if (!bn_chance_draw_card (chance, &card, &source, error))
        return NULL;
      bonus = bn_leader_rules_army_bonus (rules, card, &draw_again);
      muster->bonus_points += bonus;
      add_draw (muster, "army-bonus", card, source,
                draw_again ? g_strdup_printf ("bonus %u; another bonus card is drawn", bonus)
                           : g_strdup_printf ("bonus %u", bonus));
    }
  muster->army_points = muster->basic_points + muster->bonus_points;
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
