/* bn-domain.c — how much rank a domain has left, and who may join it. */
#include "bn-domain.h"

#include <glib/gi18n-lib.h>

#include "bn-leader-generator.h"

/* Returns: the social rank still free in @liege's domain. */
guint
bn_domain_get_room (const BnLeader *liege,
                    guint           ranks_used)
{
  g_return_val_if_fail (liege != NULL, 0);

  return ranks_used >= liege->social_rank ? 0 : liege->social_rank - ranks_used;
}

/**
 * bn_domain_dup_shortfall:
 *
 * Returns: (transfer full) (nullable): what a domain whose vassals' ranks do
 *   not yet add up to its liege's rank lacks, in words; %NULL for a full
 *   domain and for a leader who has none
 */
char *
bn_domain_dup_shortfall (const BnLeader *liege,
                         guint           ranks_used)
{
  guint room;

  g_return_val_if_fail (liege != NULL, NULL);

  room = bn_domain_get_room (liege, ranks_used);
  if (!liege->is_player || room == 0)
    return NULL;
  return g_strdup_printf (ngettext ("%s's domain is short by %u rank: his vassals' and heroes' social ranks "
                                    "add up to %u, and Day of Battle has them add up to his own, %u",
                                    "%s's domain is short by %u ranks: his vassals' and heroes' social ranks "
                                    "add up to %u, and Day of Battle has them add up to his own, %u", room),
                          liege->name, room, ranks_used, liege->social_rank);
}

/**
 * bn_domain_check_vassal:
 * @ranks_used: the sum of the ranks of @liege's vassals so far
 * @vassal_rank: the rank of the one who would join
 *
 * Returns: %TRUE if a vassal of @vassal_rank may join @liege's domain;
 *   otherwise %FALSE with @error saying why (%BN_LEADER_ERROR_DOMAIN)
 */
gboolean
bn_domain_check_vassal (const BnLeader  *liege,
                        guint            ranks_used,
                        guint            vassal_rank,
                        GError         **error)
{
  guint room;

  g_return_val_if_fail (liege != NULL, FALSE);

  if (!liege->is_player)
    {
      g_set_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN,
                   _("%s is not a player-leader, so he has no domain"), liege->name);
      return FALSE;
    }
  if (vassal_rank > liege->social_rank)
    {
      g_set_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN,
                   _("a vassal of rank %u would stand above his liege %s (rank %u)"),
                   vassal_rank, liege->name, liege->social_rank);
      return FALSE;
    }
  room = bn_domain_get_room (liege, ranks_used);
  if (vassal_rank > room)
    {
      g_set_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN,
                   _("%s's domain has room for rank %u only (his rank %u, vassals' ranks already %u); "
                   "a vassal of rank %u does not fit"),
                   liege->name, room, liege->social_rank, ranks_used, vassal_rank);
      return FALSE;
    }
  return TRUE;
}
