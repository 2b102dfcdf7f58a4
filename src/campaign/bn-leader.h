/* bn-leader.h — a leader or hero and his whole record.
 *
 * A BnLeader is plain data: what generation decided (rank, esteem, honor,
 * motivation, skills, household, retainers) and the cards that decided it,
 * in the order they were drawn, so the record can be audited. It is filled
 * by the generator, the store or an import, and read by everything else.
 */
#pragma once

#include <glib.h>

#include "bn-draw.h"
#include "bn-retainer.h"

G_BEGIN_DECLS

typedef enum
{
  BN_SKILL_INITIATIVE,
  BN_SKILL_MORALE_BONUS,
  BN_SKILL_COMBAT_BONUS,
  BN_SKILL_PERSONAL_COMBAT,
  BN_SKILL_COUNT,
} BnSkill;

typedef struct
{
  gint64 id;              /* 0 until stored */
  gint64 campaign_id;
  char *name;
  gboolean is_player;
  gboolean is_hero;
  gint64 liege_id;        /* the player-leader whose domain he is in; 0 for none */
  guint social_rank;
  gint esteem_score;
  guint esteem_level;
  guint honor;
  char *motivation;       /* "raider", "mercenary", "chivalric" */
  guint skill_points;     /* card + rank + esteem */
  guint skills[BN_SKILL_COUNT];
  guint household;
  char *status;           /* "active", "wounded", "lost", "captured", "dead" */
  gint deal;              /* the campaign shuffle he was drawn from; -1 if only typed cards */
  guint64 deal_seed;
  GPtrArray *retainers;   /* BnRetainer */
  GPtrArray *draws;       /* BnDraw */
  char *created_at;
  char *player;           /* who plays a player-leader; %NULL for others */
  gboolean archived;      /* kept and shown apart (bn_store_set_archived()) */
} BnLeader;

BnLeader   *bn_leader_new               (void);
BnLeader   *bn_leader_copy              (const BnLeader *leader);
void        bn_leader_free              (BnLeader       *leader);
gboolean    bn_leader_is_living         (const BnLeader *leader);
gboolean    bn_leader_can_take_the_field (const BnLeader *leader);
gboolean    bn_leader_equal_record      (const BnLeader *a,
                                         const BnLeader *b);
const char *bn_skill_get_id             (BnSkill         skill);
gboolean    bn_skill_from_id            (const char     *id,
                                         BnSkill        *out_skill);


G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnLeader, bn_leader_free)

G_END_DECLS
