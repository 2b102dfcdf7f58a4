/* bn-army.h — a saved roster: a leader's army for a battle.
 *
 * An army belongs to one leader. Its points come from a muster (the cards
 * drawn are kept with it); its units are priced by BnUnitRules and checked
 * by bn_army_check(). A roster can be mustered again for a new battle: new
 * points, the same units.
 */
#pragma once

#include "bn-army-post.h"
#include "bn-army-unit.h"
#include "bn-muster.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 id;              /* 0 until stored */
  gint64 leader_id;
  char *name;
  BnMuster *muster;       /* %NULL until mustered: no points yet */
  gint deal;              /* the campaign shuffle the muster drew from; -1 if typed or none */
  guint64 deal_seed;
  guint revision;         /* the stored roster's save count when it was read */
  GPtrArray *units;       /* BnArmyUnit */
  GPtrArray *posts;       /* BnArmyPost */
  char *created_at;
  gboolean archived;      /* kept and shown apart (bn_store_set_archived()) */
  char *updated_at;
  char *commander;        /* an army no leader of the campaign leads (a host raised
                           * for points): who leads it in battle; %NULL: none named */
} BnArmy;

BnArmy   *bn_army_new              (gint64        leader_id,
                                    const char   *name);
BnArmy   *bn_army_copy             (const BnArmy *army);
void      bn_army_free             (BnArmy       *army);
guint     bn_army_get_points       (const BnArmy *army);
void      bn_army_set_muster       (BnArmy       *army,
                                    BnMuster     *muster);
BnColour  bn_army_next_colour      (const BnArmy *army);
void      bn_army_remove_unit      (BnArmy       *army,
                                    guint         index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnArmy, bn_army_free)

G_END_DECLS
