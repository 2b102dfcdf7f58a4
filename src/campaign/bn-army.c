/* bn-army.c — roster records. */
#include "bn-army.h"

BnArmy *
bn_army_new (gint64      leader_id,
             const char *name)
{
  BnArmy *army = g_new0 (BnArmy, 1);

  army->leader_id = leader_id;
  army->name = g_strdup (name);
  army->deal = -1;
  army->units = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_army_unit_free);
  army->posts = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_army_post_free);
  return army;
}

BnArmy *
bn_army_copy (const BnArmy *army)
{
  BnArmy *copy;

  g_return_val_if_fail (army != NULL, NULL);

  copy = bn_army_new (army->leader_id, army->name);
  copy->id = army->id;
  copy->muster = army->muster != NULL ? bn_muster_copy (army->muster) : NULL;
  copy->deal = army->deal;
  copy->deal_seed = army->deal_seed;
  copy->revision = army->revision;
  copy->created_at = g_strdup (army->created_at);
  copy->archived = army->archived;
  copy->updated_at = g_strdup (army->updated_at);
  copy->commander = g_strdup (army->commander);
  for (guint i = 0; i < army->units->len; i++)
    g_ptr_array_add (copy->units, bn_army_unit_copy (g_ptr_array_index (army->units, i)));
  for (guint i = 0; i < army->posts->len; i++)
    g_ptr_array_add (copy->posts, bn_army_post_copy (g_ptr_array_index (army->posts, i)));
  return copy;
}

void
bn_army_free (BnArmy *army)
{
  if (army == NULL)
    return;
  g_free (army->name);
  g_clear_pointer (&army->muster, bn_muster_free);
  g_ptr_array_unref (army->units);
  g_ptr_array_unref (army->posts);
  g_free (army->created_at);
  g_free (army->updated_at);
  g_free (army->commander);
  g_free (army);
}

/* Returns: the army points mustered, 0 before the muster. */
guint
bn_army_get_points (const BnArmy *army)
{
  g_return_val_if_fail (army != NULL, 0);

  return army->muster != NULL ? army->muster->army_points : 0;
}

/* Takes @muster; replaces any earlier one (a new battle's muster). */
void
bn_army_set_muster (BnArmy   *army,
                    BnMuster *muster)
{
  g_return_if_fail (army != NULL);

  g_clear_pointer (&army->muster, bn_muster_free);
  army->muster = muster;
}

/* Removes the unit at @index; posts attached to it become unattached and
 * those on later units follow their unit. */
void
bn_army_remove_unit (BnArmy *army,
                     guint   index)
{
  g_return_if_fail (army != NULL);
  g_return_if_fail (index < army->units->len);

  g_ptr_array_remove_index (army->units, index);
  for (guint i = 0; i < army->posts->len; i++)
    {
      BnArmyPost *post = g_ptr_array_index (army->posts, i);

      if (post->unit_index == (gint) index)
        post->unit_index = -1;
      else if (post->unit_index > (gint) index)
        post->unit_index--;
    }
}

/**
 * bn_army_next_colour:
 *
 * Returns: the command colour a new unit takes when none is asked for: the
 *   one the fewest units of @army have (red, then blue, then green on a
 *   tie), so the three colours' command cards all find units to order.
 */
BnColour
bn_army_next_colour (const BnArmy *army)
{
  guint count[BN_COLOUR_COUNT] = { 0 };
  BnColour best = BN_COLOUR_RED;

  g_return_val_if_fail (army != NULL, BN_COLOUR_RED);

  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);

      if ((guint) entry->unit->colour < BN_COLOUR_COUNT)
        count[entry->unit->colour]++;
    }
  for (BnColour colour = BN_COLOUR_BLUE; colour <= BN_COLOUR_GREEN; colour++)
    if (count[colour] < count[best])
      best = colour;
  return best;
}
