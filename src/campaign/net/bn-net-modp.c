/* bn-net-modp.c — arithmetic modulo RFC 3526's 2048-bit prime (bn-net-modp.h). */
#include "bn-net-modp.h"

#include <string.h>

#define N BN_NET_MODP_LIMBS

__extension__ typedef unsigned __int128 BnNetWide;

/* RFC 3526, section 3 (2048-bit MODP group), most significant digit first. */
static const char modp_2048_hex[] =
  "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD1"
  "29024E088A67CC74020BBEA63B139B22514A08798E3404DD"
  "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245"
  "E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
  "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3D"
  "C2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F"
  "83655D23DCA3AD961C62F356208552BB9ED529077096966D"
  "670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
  "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9"
  "DE2BCBF6955817183995497CEA956AE515D2261898FA0510"
  "15728E5A8AACAA68FFFFFFFFFFFFFFFF";

void
bn_net_number_set_uint (BnNetNumber *x,
                        guint64      value)
{
  memset (x, 0, sizeof *x);
  x->limb[0] = value;
}

/* @bytes: big-endian, at most 256 of them. */
void
bn_net_number_from_bytes (BnNetNumber  *x,
                          const guint8 *bytes,
                          gsize         n_bytes)
{
  g_return_if_fail (n_bytes <= sizeof x->limb);

  memset (x, 0, sizeof *x);
  for (gsize i = 0; i < n_bytes; i++)
    {
      gsize from_end = n_bytes - 1 - i;

      x->limb[from_end / 8] |= (guint64) bytes[i] << (8 * (from_end % 8));
    }
}

/* Reads 1 to 512 hexadecimal digits, most significant first. */
gboolean
bn_net_number_from_hex (BnNetNumber *x,
                        const char  *hex)
{
  gsize len = hex != NULL ? strlen (hex) : 0;

  if (len == 0 || len > BN_NET_MODP_HEX_DIGITS)
    return FALSE;
  memset (x, 0, sizeof *x);
  for (gsize i = 0; i < len; i++)
    {
      int digit = g_ascii_xdigit_value (hex[len - 1 - i]);

      if (digit < 0)
        return FALSE;
      x->limb[i / 16] |= (guint64) digit << (4 * (i % 16));
    }
  return TRUE;
}

char *
bn_net_number_to_hex (const BnNetNumber *x)
{
  GString *out = g_string_sized_new (BN_NET_MODP_HEX_DIGITS);

  for (int i = N - 1; i >= 0; i--)
    g_string_append_printf (out, "%016" G_GINT64_MODIFIER "x", x->limb[i]);
  return g_string_free (out, FALSE);
}

int
bn_net_number_compare (const BnNetNumber *a,
                       const BnNetNumber *b)
{
  for (int i = N - 1; i >= 0; i--)
    if (a->limb[i] != b->limb[i])
      return a->limb[i] < b->limb[i] ? -1 : 1;
  return 0;
}

gboolean
bn_net_number_is_uint (const BnNetNumber *x,
                       guint64            value)
{
  if (x->limb[0] != value)
    return FALSE;
  for (int i = 1; i < N; i++)
    if (x->limb[i] != 0)
      return FALSE;
  return TRUE;
}

guint
bn_net_number_bit_length (const BnNetNumber *x)
{
  for (int i = N - 1; i >= 0; i--)
    if (x->limb[i] != 0)
      return (guint) (i * 64 + 64 - __builtin_clzll (x->limb[i]));
  return 0;
}

/* a -= b over the limbs; returns the borrow. */
static guint64
sub_in_place (guint64       *a,
              const guint64 *b)
{
  guint64 borrow = 0;

  for (int i = 0; i < N; i++)
    {
      BnNetWide d = (BnNetWide) a[i] - b[i] - borrow;

      a[i] = (guint64) d;
      borrow = (guint64) (d >> 64) & 1;
    }
  return borrow;
}

/* a += b over the limbs; returns the carry. */
static guint64
add_in_place (guint64       *a,
              const guint64 *b)
{
  guint64 carry = 0;

  for (int i = 0; i < N; i++)
    {
      BnNetWide s = (BnNetWide) a[i] + b[i] + carry;

      a[i] = (guint64) s;
      carry = (guint64) (s >> 64);
    }
  return carry;
}

/* Montgomery multiplication (CIOS): @out = a * b / 2^2048 mod n, for any
 * a < 2^2048 and b < n (then the sum before the last step is below 2n).
 * @out may be @a or @b. */
static void
mont_mul (const BnNetModulus *m,
          const guint64      *a,
          const guint64      *b,
          guint64            *out)
{
  guint64 t[N + 2] = { 0 };
  const guint64 *n = m->n.limb;

  for (int i = 0; i < N; i++)
    {
      BnNetWide carry = 0, s;
      guint64 mq;

      for (int j = 0; j < N; j++)
        {
          s = (BnNetWide) a[j] * b[i] + t[j] + carry;
          t[j] = (guint64) s;
          carry = s >> 64;
        }
      s = (BnNetWide) t[N] + carry;
      t[N] = (guint64) s;
      t[N + 1] = (guint64) (s >> 64);

      mq = t[0] * m->n0inv;
      s = (BnNetWide) mq * n[0] + t[0];
      carry = s >> 64;
      for (int j = 1; j < N; j++)
        {
          s = (BnNetWide) mq * n[j] + t[j] + carry;
          t[j - 1] = (guint64) s;
          carry = s >> 64;
        }
      s = (BnNetWide) t[N] + carry;
      t[N - 1] = (guint64) s;
      t[N] = t[N + 1] + (guint64) (s >> 64);
    }
  {
    guint64 r[N];
    guint64 borrow;

    /* The sum is below 2n: subtract n once when it is at least n. */
    memcpy (r, t, sizeof r);
    borrow = sub_in_place (r, n);
    memcpy (out, t[N] != 0 || borrow == 0 ? r : t, sizeof r);
  }
}

static void
modulus_init (BnNetModulus      *m,
              const BnNetNumber *n)
{
  guint64 inv = 1;
  BnNetNumber x;

  g_assert (n->limb[0] & 1);
  m->n = *n;
  /* Newton's iteration doubles the correct low bits each step: 1, 2, 4 … 64. */
  for (int i = 0; i < 6; i++)
    inv *= 2 - n->limb[0] * inv;
  m->n0inv = -inv;

  /* 2^4096 mod n by doubling 1 that many times, each step kept below n. */
  bn_net_number_set_uint (&x, 1);
  for (int i = 0; i < 2 * BN_NET_MODP_BITS; i++)
    {
      guint64 carry = add_in_place (x.limb, x.limb);

      if (carry != 0 || bn_net_number_compare (&x, n) >= 0)
        sub_in_place (x.limb, n->limb);
    }
  m->r2 = x;
  bn_net_number_set_uint (&x, 1);
  mont_mul (m, x.limb, m->r2.limb, m->one.limb);
}

static BnNetModulus prime_modulus;
static BnNetModulus order_modulus;

static void
moduli_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      BnNetNumber p, q;

      if (!bn_net_number_from_hex (&p, modp_2048_hex))
        g_assert_not_reached ();
      for (int i = 0; i < N; i++)
        q.limb[i] = (p.limb[i] >> 1) | (i + 1 < N ? p.limb[i + 1] << 63 : 0);
      modulus_init (&prime_modulus, &p);
      modulus_init (&order_modulus, &q);
      g_once_init_leave (&done, 1);
    }
}

/* p, the prime of RFC 3526's group 14. */
const BnNetModulus *
bn_net_modp_prime (void)
{
  moduli_init ();
  return &prime_modulus;
}

/* q = (p - 1) / 2, the order of the squares modulo p. */
const BnNetModulus *
bn_net_modp_order (void)
{
  moduli_init ();
  return &order_modulus;
}

/* @out = x mod n, for any x below 2^2048. */
void
bn_net_modp_reduce (const BnNetModulus *m,
                    const BnNetNumber  *x,
                    BnNetNumber        *out)
{
  BnNetNumber one;

  bn_net_number_set_uint (&one, 1);
  mont_mul (m, x->limb, m->r2.limb, out->limb);
  mont_mul (m, out->limb, one.limb, out->limb);
}

/* @out = a + b mod n, for a and b below n. */
void
bn_net_modp_add (const BnNetModulus *m,
                 const BnNetNumber  *a,
                 const BnNetNumber  *b,
                 BnNetNumber        *out)
{
  BnNetNumber s = *a;
  guint64 carry = add_in_place (s.limb, b->limb);

  if (carry != 0 || bn_net_number_compare (&s, &m->n) >= 0)
    sub_in_place (s.limb, m->n.limb);
  *out = s;
}

/* @out = a * b mod n, for a and b below n. */
void
bn_net_modp_mul (const BnNetModulus *m,
                 const BnNetNumber  *a,
                 const BnNetNumber  *b,
                 BnNetNumber        *out)
{
  BnNetNumber a_mont;

  mont_mul (m, a->limb, m->r2.limb, a_mont.limb);
  mont_mul (m, a_mont.limb, b->limb, out->limb);
}

/* @out = base ^ exponent mod n, for any base below 2^2048: four bits of
 * the exponent at a time, from a table of base^0 … base^15. */
void
bn_net_modp_pow (const BnNetModulus *m,
                 const BnNetNumber  *base,
                 const BnNetNumber  *exponent,
                 BnNetNumber        *out)
{
  BnNetNumber table[16], acc, one;
  guint bits = bn_net_number_bit_length (exponent);
  int top = (int) ((bits + 3) / 4) - 1;

  table[0] = m->one;
  mont_mul (m, base->limb, m->r2.limb, table[1].limb);
  for (int i = 2; i < 16; i++)
    mont_mul (m, table[i - 1].limb, table[1].limb, table[i].limb);

  acc = m->one;
  for (int w = top; w >= 0; w--)
    {
      guint digit = (guint) (exponent->limb[w / 16] >> (4 * (w % 16))) & 0xf;

      if (w != top)
        for (int s = 0; s < 4; s++)
          mont_mul (m, acc.limb, acc.limb, acc.limb);
      mont_mul (m, acc.limb, table[digit].limb, acc.limb);
    }
  bn_net_number_set_uint (&one, 1);
  mont_mul (m, acc.limb, one.limb, out->limb);
}

/* @out = a^-1 mod n, for a prime n and 0 < a < n (Fermat: a^(n-2)). */
void
bn_net_modp_inverse (const BnNetModulus *m,
                     const BnNetNumber  *a,
                     BnNetNumber        *out)
{
  BnNetNumber e = m->n, two;

  bn_net_number_set_uint (&two, 2);
  sub_in_place (e.limb, two.limb);
  bn_net_modp_pow (m, a, &e, out);
}
