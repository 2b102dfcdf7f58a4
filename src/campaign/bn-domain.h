/* bn-domain.h — the domain rule of Day of Battle.
 *
 * A player-leader's domain is his vassal leaders and heroes. Their social
 * ranks add up to his own rank (he himself is not counted), and none is
 * above his. A domain is filled one vassal at a time, so until the ranks
 * add up it is short, and says by how much; it never holds more. When his
 * rank rises, the room in his domain grows with it.
 */
#pragma once

#include "bn-leader.h"

G_BEGIN_DECLS

guint     bn_domain_get_room     (const BnLeader  *liege,
                                  guint            ranks_used);
char     *bn_domain_dup_shortfall (const BnLeader *liege,
                                   guint           ranks_used);
gboolean  bn_domain_check_vassal (const BnLeader  *liege,
                                  guint            ranks_used,
                                  guint            vassal_rank,
                                  GError         **error);

G_END_DECLS
