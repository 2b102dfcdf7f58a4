/* bn-random.c — xoshiro256** seeded by SplitMix64.
 *
 * The stream is part of Banneret's saved data: a battle log names its seed and
 * replays from it, so neither the algorithm nor the way bn_random_uniform()
 * maps it onto a range may ever change without a new log format version.
 */
#include "bn-random.h"

struct _BnRandom
{
  guint64 seed;
  guint64 state[4];
};

static guint64
splitmix64_next (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

/**
 * bn_random_new:
 * @seed: any 64-bit value; the same seed always yields the same stream
 *
 * Returns: (transfer full): a new random source
 */
BnRandom *
bn_random_new (guint64 seed)
{
  BnRandom *random = g_new0 (BnRandom, 1);

  bn_random_reseed (random, seed);
  return random;
}

/* Starts @random's stream again from @seed, in place, so whatever borrows
 * it (a deck) follows: a networked battle draws each action's rolls from a
 * seed fixed only once the action is (docs/architecture.md). */
void
bn_random_reseed (BnRandom *random,
                  guint64   seed)
{
  guint64 x = seed;

  g_return_if_fail (random != NULL);

  random->seed = seed;
  for (guint i = 0; i < G_N_ELEMENTS (random->state); i++)
    random->state[i] = splitmix64_next (&x);
}

/* A copy continues the stream from where @random stands now: used to look
 * ahead (the AI, the odds) without disturbing the real game. */
BnRandom *
bn_random_copy (const BnRandom *random)
{
  g_return_val_if_fail (random != NULL, NULL);

  return g_memdup2 (random, sizeof *random);
}

void
bn_random_free (BnRandom *random)
{
  g_free (random);
}

guint64
bn_random_get_seed (const BnRandom *random)
{
  g_return_val_if_fail (random != NULL, 0);

  return random->seed;
}

guint64
bn_random_next (BnRandom *random)
{
  guint64 *s = random->state;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);

  return result;
}

/**
 * bn_random_uniform:
 * @bound: exclusive upper bound, at least 1
 *
 * Returns a value in [0, @bound) with no modulo bias: draws that fall in the
 * incomplete last block of 2^32 are thrown away and drawn again.
 */
guint32
bn_random_uniform (BnRandom *random,
                   guint32   bound)
{
  guint32 threshold;

  g_return_val_if_fail (random != NULL, 0);
  g_return_val_if_fail (bound > 0, 0);

  threshold = (guint32) (-bound) % bound;
  for (;;)
    {
      guint32 r = (guint32) (bn_random_next (random) >> 32);

      if (r >= threshold)
        return r % bound;
    }
}

/* Returns a value in [@low, @high], both ends included. The span is taken
 * in 64 bits: G_MININT..G_MAXINT holds 2^32 values, one more than a guint32. */
gint
bn_random_range (BnRandom *random,
                 gint      low,
                 gint      high)
{
  gint64 span;

  g_return_val_if_fail (random != NULL, low);
  g_return_val_if_fail (low <= high, low);

  span = (gint64) high - (gint64) low + 1;
  if (span > G_MAXUINT32)
    return (gint) (gint32) (guint32) (bn_random_next (random) >> 32);
  return (gint) ((gint64) low + bn_random_uniform (random, (guint32) span));
}

/* A fresh seed for a user who gave none; printed or stored so that the
 * result can still be replayed. At most 2^63 − 1, the largest the CLI
 * takes, so a seed either front end shows can be typed into the other. */
guint64
bn_random_new_seed (void)
{
  return ((guint64) g_random_int () << 32 | g_random_int ()) & G_GUINT64_CONSTANT (0x7FFFFFFFFFFFFFFF);
}
