/* bn-army-post.h — a leader's or hero's place in an army.
 *
 * Leaders of the player-leader's domain are not bought with points; they
 * take posts: the army commander, captains, and heroes each attached to one
 * unit (Day of Battle; Lords & Levies' captains).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  BN_ARMY_ROLE_COMMANDER,
  BN_ARMY_ROLE_CAPTAIN,
  BN_ARMY_ROLE_HERO,
} BnArmyRole;

typedef struct
{
  gint64 leader_id;
  BnArmyRole role;
  gint unit_index;        /* the unit a hero (or an attached leader) is with; -1 for none */
} BnArmyPost;

BnArmyPost *bn_army_post_new       (gint64          leader_id,
                                    BnArmyRole      role,
                                    gint            unit_index);
BnArmyPost *bn_army_post_copy      (const BnArmyPost *post);
void        bn_army_post_free      (BnArmyPost     *post);
const char *bn_army_role_get_id    (BnArmyRole      role);
gboolean    bn_army_role_from_id   (const char     *id,
                                    BnArmyRole     *out_role);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnArmyPost, bn_army_post_free)

G_END_DECLS
