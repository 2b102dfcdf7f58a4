/* bn-career-recruit.h — a new player-leader or vassal for a campaign, and a
 * host raised for him, stored as a player's would be.
 *
 * What "bench campaign" and the career simulator (bn-career-simulation.h)
 * both do to fill a campaign with leaders who can take the field: the leader
 * is generated from a seeded deck by the Day of Battle steps, the host is
 * the generator's army for a points value with its leader as commander and
 * a muster drawn for his household. The same seeds give the same leader and
 * the same host.
 */
#pragma once

#include "bn-leader-rules.h"
#include "bn-leader.h"
#include "bn-store.h"
#include "bn-unit-rules.h"

G_BEGIN_DECLS

BnLeader *bn_career_recruit_leader (BnStore        *store,
                                    BnLeaderRules  *rules,
                                    gint64          campaign_id,
                                    const char     *name,
                                    gboolean        is_player,
                                    guint           social_rank,
                                    gint64          liege_id,
                                    guint64         seed,
                                    GError        **error);

gint64    bn_career_raise_host     (BnStore        *store,
                                    BnLeaderRules  *rules,
                                    BnUnitRules    *unit_rules,
                                    const BnLeader *leader,
                                    guint           points,
                                    guint64         seed,
                                    GError        **error);

G_END_DECLS
