/* bn-net-modp.h — arithmetic modulo the 2048-bit prime of RFC 3526's
 * group 14, for the hidden command deck of a battle over the network
 * (bn-net-deck.h, docs/architecture.md "Hidden hands").
 *
 * p = 2^2048 - 2^1984 - 1 + 2^64 * (floor(2^1918 * pi) + 124476) is a safe
 * prime: q = (p - 1) / 2 is prime too. The squares modulo p are the
 * subgroup of order q, and 2 is one of them (p = 7 mod 8), so 2 generates
 * it. Every number is 2048 bits, 32 limbs of 64 bits, least significant
 * first; products go through Montgomery multiplication. Nothing here is
 * constant-time: the exponents are the ones a side never sends, and a peer
 * across the network cannot time one exponentiation among the many a
 * battle makes to the microsecond.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BN_NET_MODP_LIMBS 32
#define BN_NET_MODP_BITS (BN_NET_MODP_LIMBS * 64)
/* A number as text: always this many lowercase hexadecimal digits. */
#define BN_NET_MODP_HEX_DIGITS (BN_NET_MODP_BITS / 4)

typedef struct
{
  guint64 limb[BN_NET_MODP_LIMBS];
} BnNetNumber;

/* An odd modulus and what Montgomery multiplication needs of it. */
typedef struct
{
  BnNetNumber n;
  guint64     n0inv;          /* -n^-1 mod 2^64 */
  BnNetNumber r2;             /* 2^4096 mod n */
  BnNetNumber one;            /* 2^2048 mod n: 1 in Montgomery form */
} BnNetModulus;

const BnNetModulus *bn_net_modp_prime   (void);
const BnNetModulus *bn_net_modp_order   (void);

void      bn_net_number_set_uint   (BnNetNumber       *x,
                                    guint64            value);
void      bn_net_number_from_bytes (BnNetNumber       *x,
                                    const guint8      *bytes,
                                    gsize              n_bytes);
gboolean  bn_net_number_from_hex   (BnNetNumber       *x,
                                    const char        *hex);
char     *bn_net_number_to_hex     (const BnNetNumber *x);
int       bn_net_number_compare    (const BnNetNumber *a,
                                    const BnNetNumber *b);
gboolean  bn_net_number_is_uint    (const BnNetNumber *x,
                                    guint64            value);
guint     bn_net_number_bit_length (const BnNetNumber *x);

void      bn_net_modp_reduce       (const BnNetModulus *m,
                                    const BnNetNumber  *x,
                                    BnNetNumber        *out);
void      bn_net_modp_add          (const BnNetModulus *m,
                                    const BnNetNumber  *a,
                                    const BnNetNumber  *b,
                                    BnNetNumber        *out);
void      bn_net_modp_mul          (const BnNetModulus *m,
                                    const BnNetNumber  *a,
                                    const BnNetNumber  *b,
                                    BnNetNumber        *out);
void      bn_net_modp_pow          (const BnNetModulus *m,
                                    const BnNetNumber  *base,
                                    const BnNetNumber  *exponent,
                                    BnNetNumber        *out);
void      bn_net_modp_inverse      (const BnNetModulus *m,
                                    const BnNetNumber  *a,
                                    BnNetNumber        *out);

G_END_DECLS
