/* bn-career-recruit.c — a leader and his host, made and stored. */
#include "bn-career-recruit.h"

#include "bn-army-generator.h"
#include "bn-leader-generator.h"
#include "bn-muster.h"

/**
 * bn_career_recruit_leader:
 * @social_rank: a vassal's rank; a player-leader starts at the rules' rank
 * @liege_id: the player-leader whose domain a vassal joins; 0 for none
 * @seed: the deck his cards are drawn from
 *
 * Generates a leader with the skill spread his motivation suggests and
 * stores him in @campaign_id.
 *
 * Returns: (transfer full): the stored leader, or %NULL with @error set
 */
BnLeader *
bn_career_recruit_leader (BnStore        *store,
                          BnLeaderRules  *rules,
                          gint64          campaign_id,
                          const char     *name,
                          gboolean        is_player,
                          guint           social_rank,
                          gint64          liege_id,
                          guint64         seed,
                          GError        **error)
{
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnLeader) leader = NULL;
  BnLeaderRequest request = { .name = name, .is_player = is_player, .social_rank = is_player ? 0 : social_rank };

  g_return_val_if_fail (store != NULL && rules != NULL && name != NULL, NULL);

  chance = bn_chance_new_seeded (seed);
  leader = bn_leader_generate (rules, chance, &request, NULL, error);
  if (leader == NULL)
    return NULL;
  leader->campaign_id = campaign_id;
  leader->liege_id = liege_id;
  /* Drawn from a deck of his own, not from one of the campaign's deals. */
  leader->deal = -1;
  if (!bn_store_insert_leader (store, leader, error))
    return NULL;
  return g_steal_pointer (&leader);
}

/**
 * bn_career_raise_host:
 * @leader: a stored leader, who commands the host
 * @points: what the generator spends on units
 * @seed: the generator's seed
 *
 * Raises the generator's army for @points, with @leader as its commander and
 * a muster drawn for his household (a red Queen and a black King, so every
 * host musters alike and only the units differ), and stores it.
 *
 * Returns: the stored army's id, or 0 with @error set
 */
gint64
bn_career_raise_host (BnStore        *store,
                      BnLeaderRules  *rules,
                      BnUnitRules    *unit_rules,
                      const BnLeader *leader,
                      guint           points,
                      guint64         seed,
                      GError        **error)
{
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnChance) chance = NULL;
  BnMuster *muster;

  g_return_val_if_fail (store != NULL && rules != NULL && unit_rules != NULL, 0);
  g_return_val_if_fail (leader != NULL && leader->id != 0, 0);

  army = bn_army_generate (unit_rules, points, seed, error);
  if (army == NULL)
    return 0;
  chance = bn_chance_new_typed ();
  if (!bn_chance_push_cards_text (chance, "QH,KC", error))
    return 0;
  muster = bn_muster_draw (rules, chance, leader->household, error);
  if (muster == NULL)
    return 0;
  army->leader_id = leader->id;
  g_free (army->name);
  army->name = g_strdup_printf ("Host %" G_GINT64_FORMAT, leader->id);
  bn_army_set_muster (army, muster);
  g_ptr_array_set_size (army->posts, 0);
  g_ptr_array_add (army->posts, bn_army_post_new (leader->id, BN_ARMY_ROLE_COMMANDER, -1));
  if (!bn_store_save_army (store, army, error))
    return 0;
  return army->id;
}
