/* The arithmetic of the hidden command deck: numbers modulo RFC 3526's
 * 2048-bit prime p and modulo q = (p - 1) / 2, checked against known
 * answers computed with Python's arbitrary-precision integers
 * (a and b are the first 256 bytes of SHA-256("a|0"), SHA-256("a|1"), …;
 * e likewise from "e", s from "s" and 32 bytes), and against the laws the
 * deck relies on. */
#include <glib.h>
#include <string.h>

#include "bn-net-modp.h"

static const char kat_a[] =
  "e4f06efe13841f61603e3cd32d4b5df39f9b488f2eea5547626bc326805fcf9f"
  "df4504ce92500fe8a20fb37090e36afa9053480c3e8dde4f4ae3fab4f5d8b1d7"
  "e2419cc47d146302aef7d25026d8793da26f9313ecb04f8d64d7a0440bab24ec"
  "5191bef7b00d98e4ba336375fce23c831be55b057179f81d4be66ecb3199e94f"
  "aa181818fa8bfb215dc9044c31a6af96269eb3b61603a6606143cfbaeacfd97a"
  "c332f0c61d924a8b296d1c9407407437c698ddaeb5f10e8c4a7465cd27378cb3"
  "4dfe9e89f650c1f387ac41f3513e8c04a71cb98a33848cf4c74511ccfdbaad42"
  "175cba46a556a912fae4b1e0976b9421310a5ecd51136231dbb7bbc97f1bf2c6"
;
static const char kat_b[] =
  "472ced96c8236fb7127b50072ecfe5d884759d6c94fb5b184ee75b404f54bba8"
  "554876ce9c5620c4e345816780673aef759b90ac2a78de02bb4d7a225d7f741d"
  "8e636bda5720c61855280c98cdba9c377fc32e7d949d88371f6ad0cb16242425"
  "f534a3b39018a597dce4f70e91b090d838ea37ad39508a668ed2bd1ce0d38943"
  "137059536776ed52c6045deb5ba4abb2de15f6347f5de859925bdea0c93eeac3"
  "69d94cc963819322c354d785d3cfba1c2a5ee37fc005a94f6ebef833bab750ea"
  "c819d8568b8f7ea984688452140a07e6ea163c06e96d8e0f422de3bf50526909"
  "ed64a9f8e3228936089d49dd79ab4679a0721dadaabd5c9421d7824432d95d85"
;
static const char kat_e[] =
  "00032fdbff85e6a46dd5c265277c1f88262de0090ca983d267e61f33a8215310"
  "b13f39e8b0666b0520eac0f944e2517e96fca824cf8008c7d18fcf0dc74f3523"
  "b95a556694192844c7bf1e18e3232a0a36c62f9e29fb3e6b3dfdad290df75cce"
  "c0b59b41d7f4dd3d1c14ffc8314fdf1dd36644fcdf1254e3e40347db97539d1b"
  "7da6f8df3252c9311bdd6990c282d8833eb1d431d7c92db0e88a3e769547e0f9"
  "0029cb5d5880bab80c75d8b80ab06772d04bd838bb18c9050fc50593c83f7014"
  "930f7e57efe150f06e49d0c33d6655da89de66ea10215421da7f2276edc0b701"
  "2314638fc6f1a31a3f0725304bb73c6b16bcf3c6a0fa92184d3b72e9809995ff"
;
static const char kat_ab_mod_p[] =
  "aa695a83754457a7ded64a1369f4e6fa786d3dd4467e4fc216b6a858d7eac436"
  "c1971f341d9b2adb659fddfb6917b44696f1c096b5f8577c6fa67484b2ba20c2"
  "5d9bf6bc72096e11fc57e0b100d3c345e5cf6fec29ee2a6174dc442f57abf947"
  "0538e4d1b85408534feab4897083867bd7e714597f232fc8e490569f7ce01d7a"
  "19d3d4e9489c1b57bf5ddbe378fc5b49e6a1b916c0b786db215c2111621d5a5d"
  "0e4bb5c92e118b95ba6c4c0182a7a173cddb030807a391752cb49bd43ad778ba"
  "ce4d6f14fedb1c6651a55bcf7039ac81df8e40797ea3d20499ab19144ccbeaf0"
  "a9c05116a086f82e90fce884b5dc769a87fb029e9be5579a3237beb245942021"
;
static const char kat_a_mod_p[] =
  "e4f06efe13841f61603e3cd32d4b5df39f9b488f2eea5547626bc326805fcf9f"
  "df4504ce92500fe8a20fb37090e36afa9053480c3e8dde4f4ae3fab4f5d8b1d7"
  "e2419cc47d146302aef7d25026d8793da26f9313ecb04f8d64d7a0440bab24ec"
  "5191bef7b00d98e4ba336375fce23c831be55b057179f81d4be66ecb3199e94f"
  "aa181818fa8bfb215dc9044c31a6af96269eb3b61603a6606143cfbaeacfd97a"
  "c332f0c61d924a8b296d1c9407407437c698ddaeb5f10e8c4a7465cd27378cb3"
  "4dfe9e89f650c1f387ac41f3513e8c04a71cb98a33848cf4c74511ccfdbaad42"
  "175cba46a556a912fae4b1e0976b9421310a5ecd51136231dbb7bbc97f1bf2c6"
;
static const char kat_a_mod_q[] =
  "64f06efe13841f617bb64f821c96fcd93d3817496e7c46decdea9c223b2be965"
  "de3f257b74c64257796aaf33c9c9688b9888bb3257f0bcc1b2ce757dfca927bc"
  "3a51020dc66b81dfbcb4f794f5a939da2849719f199458d7ded7f1e891a7c8f5"
  "5a7588fa02c8c911e2e3d16d3ebcac8ff75127dc7b07ca7e6ae6306ee0e809cc"
  "ddaaf3fdec611154293de477b31447e664ec052427b1cf955312560fda8d301c"
  "f3c85c426546ff5475e701ece1e228354ddea7aa50e4fdce312c36aa101c2595"
  "5c2f62f3ea497ef1ba188021db3ababccc3a0a91fbde638fd82f2bd1b30ea1b5"
  "fa921588300bf3a06ffb9ed44aee9199265117a00bbd0cfd5bb7bbc97f1bf2c7"
;
static const char kat_a_pow_e_mod_p[] =
  "24a831874cf4ad54e7d2d4089e619d6b018aae22ae80a0695f8369340e9b204e"
  "d4f3764636b6aca96f44b006034a6c4d412a7fc69e2c5bb65fc1fab1eb602c4f"
  "2b9d919969d6b038579c136b4756ae21a98d702dd028b56d852a8cabe5df3d69"
  "bf09c842c99d05db03dc118448142b6fdd6ad29c020a2ebec45a12231da92e8e"
  "7ced0cab7d7a991be0ee7e212bf2408bb1a3cedfcf6199d862a1b6e52a7653f9"
  "535bf344aa43f7f4586fd9748f7516966aa79bf33ce03dd216eb9a0715fe05d0"
  "ef34ff0c5ee8fee65ecf017c75e2fbffe839a3dd59eb6f1568c82e5f8275d868"
  "75f3e656d5da67b36ae91f9bc8b1c4820102267465c161ed7768b90302bec0ed"
;
static const char kat_two_pow_s_mod_p[] =
  "e7edd8bc0c34dd99e6d384dc93383db14a0a3aed63d727a588423b28b1c0d451"
  "ef671f0eadec3c9bd7f24ecf147e65394a52bb4b95c179a828489d9242eb7d8c"
  "2b16765bd5fefc50a44915ed9d832f9eab626f2c1975e57d5b12f5f1a29af88c"
  "480e563380d8d016c2ef02b30b637b0bbe0a850ac19fca3005f47351d89e9738"
  "4c70b674c7fca36f862c54a6c9a0e5e30e21659ecc2a65d7bdb379f13d987c36"
  "1b04101aaefbc4d9469f749db2dfa80f6789a3d2917dafdeda6695692303e151"
  "49025cc627742b7ab5298f7ed7697c9e8125b1ad375df7d19bfde16b9400f1dc"
  "7a80a77e59961fad74070d1a62fbcc8ae568f62f929dffde550d099397429ba6"
;
static const char kat_ab_mod_q[] =
  "6a1037186ef71f7fd35f304b6a31c99b12f521031c3bdf6cd59c25791b6cd74f"
  "b27dc52fd269f3bc9894a3e3e79eac70ccf88e456ef6fd07a0ce07748822d00d"
  "a1585a0c03de698f68bd9221ff3e9ce930a1d3a1adc5046aec0a32de85357bdf"
  "15822908a9c7d0f644710655351e657cc47382bf1b02cb7cb89f62e333701150"
  "961381580c45a6b6f24765f506ea29895b6bd6287a81b492015507cd3a4235d9"
  "8a7512e7fd17af15acea1180c18371063163df2013bdee9d8945beca2bf49334"
  "4b2cb78783b5c99ea4bbe89a1af4afde927cb4aecafa77cd71549d96ad89965c"
  "060fe30d8327d84d6989ae0c39e65e61a7642e95d88d990817237dd4e49b3165"
;
static const char kat_a_inverse_mod_q[] =
  "14901958e51aecdb329eb6df0c281f6da7f8fe35c96e1dc014b9537da61bfe3d"
  "d6d5ee6cacc2c5ba138d44717ac61fbba1f6297858979e9b30d5b27723ad29fa"
  "9d675ca48213930e87697f867cf57df74e683e7405695769198aa746be1bbe0d"
  "4f27a5d7100a72170cc31b4fb5c5403a99f7ad303f2de8a6a4d8d19e51a5bb4c"
  "02e5e3c5d06df6b273ae1f1fc817fda8b27209dd30599ff1e2be25ab8cb3754a"
  "10e19c21bc2f872b4f4d551bc74578acd43b46bd091602d12b984b6998a498b1"
  "898a755b7010b3296d8213b947f2483bf830021823331cc92e717e88624d0909"
  "06f325587e794790fba6a597d941fb3894c486ed499277e96d5576d93fe3fa51"
;
static const char kat_a_plus_b_mod_q[] =
  "2c1d5c94dba78f18a9a9b2383ab281975f4a83704309938e8850d05e454cbed4"
  "3281bcf6f392958b340b2c5e8316a10c1659bf049bcc7936d6066a6960f911be"
  "20c3d33166e366d51f9a2972923496ae2de67ea7db15ea59784314582dc89124"
  "588df6afe59c9ed6e87936731247ad750ba72c60bde6274618b8af2f7109b38d"
  "24ae293645ad14d9bab7228e90268be9814f4cc6b8bde123d73cbb0593897182"
  "8e371488107d474085b5becb9053964eff835525abde965f86a2ffbab3b80f62"
  "3279ffb469d1ba9970ed42a27940f15bdb6d97a0ada5c83a2b472995b8b4ff33"
  "cb2c1ac29de3c763edafd5a5781cd58abc09ee207124145cfd8f3e0db1f5504d"
;
static const char kat_s[] = "3e96a6c8d7f2a606f2c2a3081d10f665ac9510c4f7489ccb819561abd3e1bd94";

static BnNetNumber
number (const char *hex)
{
  BnNetNumber x;

  g_assert_true (bn_net_number_from_hex (&x, hex));
  return x;
}

static void
assert_number (const BnNetNumber *x,
               const char        *hex)
{
  g_autofree char *text = bn_net_number_to_hex (x);

  g_assert_cmpstr (text, ==, hex);
}

static void
test_moduli (void)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  const BnNetModulus *q = bn_net_modp_order ();
  g_autofree char *p_hex = bn_net_number_to_hex (&p->n);
  BnNetNumber two, one, x;

  /* The RFC's first and last 64 bits are all ones; its hex round-trips. */
  g_assert_true (g_str_has_prefix (p_hex, "ffffffffffffffffc90fdaa22168c234"));
  g_assert_true (g_str_has_suffix (p_hex, "15728e5a8aacaa68ffffffffffffffff"));
  g_assert_cmpuint (bn_net_number_bit_length (&p->n), ==, 2048);
  g_assert_cmpuint (bn_net_number_bit_length (&q->n), ==, 2047);
  /* p = 2q + 1. */
  bn_net_number_set_uint (&one, 1);
  x = q->n;
  bn_net_modp_add (bn_net_modp_prime (), &x, &q->n, &x);
  bn_net_modp_add (bn_net_modp_prime (), &x, &one, &x);
  g_assert_true (bn_net_number_is_uint (&x, 0));
  /* 2 is a square modulo p: its order is q, the deck's group. */
  bn_net_number_set_uint (&two, 2);
  bn_net_modp_pow (p, &two, &q->n, &x);
  g_assert_true (bn_net_number_is_uint (&x, 1));
}

static void
test_known_answers (void)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  const BnNetModulus *q = bn_net_modp_order ();
  BnNetNumber a = number (kat_a), b = number (kat_b), e = number (kat_e);
  BnNetNumber a_p, a_q, b_q, two, s, x;

  bn_net_modp_reduce (p, &a, &a_p);
  assert_number (&a_p, kat_a_mod_p);
  bn_net_modp_reduce (q, &a, &a_q);
  assert_number (&a_q, kat_a_mod_q);
  bn_net_modp_reduce (q, &b, &b_q);
  assert_number (&b_q, kat_b);   /* b is below q already */

  bn_net_modp_mul (p, &a_p, &b, &x);
  assert_number (&x, kat_ab_mod_p);
  bn_net_modp_mul (q, &a_q, &b_q, &x);
  assert_number (&x, kat_ab_mod_q);
  bn_net_modp_add (q, &a_q, &b_q, &x);
  assert_number (&x, kat_a_plus_b_mod_q);

  bn_net_modp_pow (p, &a_p, &e, &x);
  assert_number (&x, kat_a_pow_e_mod_p);
  bn_net_number_set_uint (&two, 2);
  s = number (kat_s);
  bn_net_modp_pow (p, &two, &s, &x);
  assert_number (&x, kat_two_pow_s_mod_p);

  bn_net_modp_inverse (q, &a_q, &x);
  assert_number (&x, kat_a_inverse_mod_q);
  bn_net_modp_mul (q, &a_q, &x, &x);
  g_assert_true (bn_net_number_is_uint (&x, 1));
}

static void
test_edges (void)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  BnNetNumber minus_one, zero, one, x, all_ones;

  bn_net_number_set_uint (&zero, 0);
  bn_net_number_set_uint (&one, 1);
  minus_one = p->n;
  minus_one.limb[0]--;
  /* (p - 1)^2 = 1, (p - 1) + 1 = 0, x^0 = 1, x^1 = x, 0^x = 0. */
  bn_net_modp_mul (p, &minus_one, &minus_one, &x);
  g_assert_true (bn_net_number_is_uint (&x, 1));
  bn_net_modp_add (p, &minus_one, &one, &x);
  g_assert_true (bn_net_number_is_uint (&x, 0));
  bn_net_modp_pow (p, &minus_one, &zero, &x);
  g_assert_true (bn_net_number_is_uint (&x, 1));
  bn_net_modp_pow (p, &minus_one, &one, &x);
  g_assert_cmpint (bn_net_number_compare (&x, &minus_one), ==, 0);
  bn_net_modp_pow (p, &zero, &minus_one, &x);
  g_assert_true (bn_net_number_is_uint (&x, 0));
  /* 2^2048 - 1 reduces to 2^2048 - 1 - p, below p; the number p itself to 0. */
  memset (&all_ones, 0xff, sizeof all_ones);
  bn_net_modp_reduce (p, &all_ones, &x);
  g_assert_cmpint (bn_net_number_compare (&x, &p->n), <, 0);
  bn_net_modp_reduce (p, &p->n, &x);
  g_assert_true (bn_net_number_is_uint (&x, 0));
  /* -1 is not a square modulo p (p = 3 mod 4): its order is 2. */
  bn_net_modp_pow (p, &minus_one, &bn_net_modp_order ()->n, &x);
  g_assert_cmpint (bn_net_number_compare (&x, &minus_one), ==, 0);
}

static void
test_hex (void)
{
  BnNetNumber x;
  g_autofree char *long_hex = g_strnfill (BN_NET_MODP_HEX_DIGITS + 1, '1');
  g_autofree char *text = NULL;

  g_assert_false (bn_net_number_from_hex (&x, ""));
  g_assert_false (bn_net_number_from_hex (&x, NULL));
  g_assert_false (bn_net_number_from_hex (&x, "12g4"));
  g_assert_false (bn_net_number_from_hex (&x, "-1"));
  g_assert_false (bn_net_number_from_hex (&x, long_hex));
  g_assert_true (bn_net_number_from_hex (&x, "1F"));
  g_assert_true (bn_net_number_is_uint (&x, 31));
  text = bn_net_number_to_hex (&x);
  g_assert_cmpuint (strlen (text), ==, BN_NET_MODP_HEX_DIGITS);
  g_assert_true (g_str_has_suffix (text, "000000000000001f"));
  {
    static const guint8 bytes[] = { 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09 };

    bn_net_number_from_bytes (&x, bytes, sizeof bytes);
    g_assert_cmphex (x.limb[0], ==, G_GUINT64_CONSTANT (0x0203040506070809));
    g_assert_cmphex (x.limb[1], ==, 0x01);
  }
}

/* The laws the deck's locks rely on, on numbers drawn from the test's
 * seed: exponents add modulo q on the squares, a lock and its inverse
 * cancel, two locks commute. */
static void
test_laws (void)
{
  const BnNetModulus *p = bn_net_modp_prime ();
  const BnNetModulus *q = bn_net_modp_order ();

  for (int round = 0; round < 4; round++)
    {
      BnNetNumber m, x, y, x_inv, xy, sum, t1, t2, t3;

      for (int i = 0; i < BN_NET_MODP_LIMBS; i++)
        {
          m.limb[i] = ((guint64) g_test_rand_int () << 32) | (guint32) g_test_rand_int ();
          x.limb[i] = ((guint64) g_test_rand_int () << 32) | (guint32) g_test_rand_int ();
          y.limb[i] = i < 4 ? ((guint64) g_test_rand_int () << 32) | (guint32) g_test_rand_int () : 0;
        }
      bn_net_modp_reduce (p, &m, &m);
      bn_net_modp_mul (p, &m, &m, &m);          /* a square */
      bn_net_modp_reduce (q, &x, &x);

      /* (m^x)^y = (m^y)^x = m^(xy mod q) */
      bn_net_modp_pow (p, &m, &x, &t1);
      bn_net_modp_pow (p, &t1, &y, &t1);
      bn_net_modp_pow (p, &m, &y, &t2);
      bn_net_modp_pow (p, &t2, &x, &t2);
      bn_net_modp_mul (q, &x, &y, &xy);
      bn_net_modp_pow (p, &m, &xy, &t3);
      g_assert_cmpint (bn_net_number_compare (&t1, &t2), ==, 0);
      g_assert_cmpint (bn_net_number_compare (&t1, &t3), ==, 0);

      /* m^x * m^y = m^(x + y mod q) */
      bn_net_modp_pow (p, &m, &x, &t1);
      bn_net_modp_pow (p, &m, &y, &t2);
      bn_net_modp_mul (p, &t1, &t2, &t1);
      bn_net_modp_add (q, &x, &y, &sum);
      bn_net_modp_pow (p, &m, &sum, &t2);
      g_assert_cmpint (bn_net_number_compare (&t1, &t2), ==, 0);

      /* (m^x)^(x^-1 mod q) = m */
      bn_net_modp_inverse (q, &x, &x_inv);
      bn_net_modp_pow (p, &m, &x, &t1);
      bn_net_modp_pow (p, &t1, &x_inv, &t1);
      g_assert_cmpint (bn_net_number_compare (&t1, &m), ==, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net-modp/moduli", test_moduli);
  g_test_add_func ("/net-modp/known-answers", test_known_answers);
  g_test_add_func ("/net-modp/edges", test_edges);
  g_test_add_func ("/net-modp/hex", test_hex);
  g_test_add_func ("/net-modp/laws", test_laws);
  return g_test_run ();
}
