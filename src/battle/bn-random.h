/* bn-random.h — the one seeded random source of Banneret.
 *
 * Every random event in a battle or a campaign comes from a BnRandom. The
 * algorithm is xoshiro256** (Blackman & Vigna, 2018) whose 256-bit state is
 * filled from the 64-bit seed by SplitMix64. Only integer arithmetic is used,
 * so one seed gives the same stream on every machine and every compiler.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _BnRandom BnRandom;

BnRandom *bn_random_new        (guint64   seed);
BnRandom *bn_random_copy       (const BnRandom *random);
void      bn_random_free       (BnRandom *random);
void      bn_random_reseed     (BnRandom *random,
                                guint64   seed);
guint64   bn_random_get_seed   (const BnRandom *random);
guint64   bn_random_next       (BnRandom *random);
guint32   bn_random_uniform    (BnRandom *random,
                                guint32   bound);
gint      bn_random_range      (BnRandom *random,
                                gint      low,
                                gint      high);
guint64   bn_random_new_seed   (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnRandom, bn_random_free)

G_END_DECLS
