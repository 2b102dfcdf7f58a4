/* The network protocol's pieces without a network: message lines, the
 * invitation, commitments and draw seeds, the host certificate, and the
 * reseeded chance a networked battle draws from. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "bn-chance.h"
#include "bn-net-army.h"
#include "bn-net-certificate.h"
#include "bn-net-protocol.h"

static void
test_message_round_trip (void)
{
  g_autoptr(BnNetMessage) message = bn_net_message_new ("ACTION");
  g_autoptr(BnNetMessage) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  bn_net_message_set (message, "act", "move-unit side=0 a=1 b=2 c=3");
  bn_net_message_set (message, "why", "two\nlines % and = signs");
  bn_net_message_set_uint (message, "n", 41);
  line = bn_net_message_to_line (message);
  /* One line, its keys sorted, nothing in a value that splits it. */
  g_assert_null (strchr (line, '\n'));
  g_assert_true (g_str_has_prefix (line, "BN1 ACTION act="));
  g_assert_nonnull (strstr (line, " n=41 why="));
  back = bn_net_message_parse (line, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->type, ==, "ACTION");
  g_assert_cmpstr (bn_net_message_get (back, "act"), ==, "move-unit side=0 a=1 b=2 c=3");
  g_assert_cmpstr (bn_net_message_get (back, "why"), ==, "two\nlines % and = signs");
}

static void
test_message_refusals (void)
{
  static const struct { const char *line; const char *says; } bad[] = {
    { "BN2 ACTION n=1", "another version" },
    { "BN1", "empty or truncated" },
    { "BN1 ACTION n", "not key=value" },
    { "BN1 ACTION =3", "not key=value" },
    { "BN1 ACTION n=%zz", "badly escaped" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnNetMessage) message = bn_net_message_parse (bad[i].line, &error);

      g_assert_null (message);
      g_assert_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL);
      g_assert_nonnull (strstr (error->message, bad[i].says));
    }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnNetMessage) message = bn_net_message_parse ("BN1 ACTION n=x", &error);
    guint64 n;

    g_assert_no_error (error);
    g_assert_false (bn_net_message_get_uint (message, "n", &n, &error));
    g_assert_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL);
  }
}

static void
test_invitation (void)
{
  const char *fingerprint = "00112233445566778899aabbccddeeff00112233445566778899AABBCCDDEEFF";
  g_autofree char *text = g_strdup_printf ("  banneret:192.168.1.5/4242/%s/0123456789abcdef0123456789abcdef\n", fingerprint);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnNetInvitation) invitation = bn_net_invitation_parse (text, &error);
  g_autofree char *again = NULL;
  static const char * const bad[] = {
    "http://example.org",
    "banneret:host/4242/abc",
    "banneret:host/0/00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff/0123456789abcdef0123456789abcdef",
    "banneret:host/4242/0011/0123456789abcdef0123456789abcdef",
    "banneret:host/4242/00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff/0123",
  };

  g_assert_no_error (error);
  g_assert_cmpstr (invitation->host, ==, "192.168.1.5");
  g_assert_cmpuint (invitation->port, ==, 4242);
  g_assert_cmpstr (invitation->fingerprint, ==, "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff");
  again = bn_net_invitation_format (invitation);
  g_assert_cmpstr (again, ==, "banneret:192.168.1.5/4242/00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff/"
                              "0123456789abcdef0123456789abcdef");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) refused = NULL;
      g_autoptr(BnNetInvitation) none = bn_net_invitation_parse (bad[i], &refused);

      g_assert_null (none);
      g_assert_error (refused, BN_NET_ERROR, BN_NET_ERROR_INVITATION);
    }
}

/* A commitment binds its value and its context; the seed needs both values. */
static void
test_commitments_and_seeds (void)
{
  g_autofree char *context = bn_net_draw_context ("5e55", 7, "d1|move-unit side=0 a=1 b=2 c=3");
  g_autofree char *other_context = bn_net_draw_context ("5e55", 7, "d1|move-unit side=0 a=1 b=2 c=4");
  g_autofree char *host = bn_net_draw_value ("aa", context);
  g_autofree char *host_again = bn_net_draw_value ("aa", context);
  g_autofree char *join = bn_net_draw_value ("bb", context);
  g_autofree char *host_other = bn_net_draw_value ("aa", other_context);
  g_autofree char *commitment = bn_net_commitment (host, context);
  g_autofree char *commitment_other = bn_net_commitment (host, other_context);
  g_autofree char *forged = bn_net_commitment (join, context);
  g_autofree char *random_a = bn_net_random_hex (16);
  g_autofree char *random_b = bn_net_random_hex (16);
  guint64 seed = bn_net_draw_seed (host, join, context);

  g_assert_cmpstr (host, ==, host_again);
  g_assert_cmpstr (host, !=, join);
  g_assert_cmpstr (host, !=, host_other);          /* another action, another value */
  g_assert_cmpuint (strlen (commitment), ==, 64);
  g_assert_cmpstr (commitment, !=, commitment_other);
  g_assert_cmpstr (commitment, !=, forged);
  g_assert_cmpuint (seed, !=, 0);
  g_assert_cmpuint (seed, ==, bn_net_draw_seed (host, join, context));
  g_assert_cmpuint (seed, !=, bn_net_draw_seed (join, host, context));
  g_assert_cmpuint (seed, !=, bn_net_draw_seed (host, host_other, context));
  g_assert_cmpuint (strlen (random_a), ==, 32);
  g_assert_cmpstr (random_a, !=, random_b);
  {
    g_autofree char *master = bn_net_master_commitment ("aa", "5e55");
    g_autofree char *master_other = bn_net_master_commitment ("ab", "5e55");

    g_assert_cmpstr (master, !=, master_other);
  }
}

/* Made once, read back the same, the key private to its owner. */
static void
test_certificate (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bn-net-XXXXXX", &error);
  g_autofree char *net = g_build_filename (dir, "net", NULL);
  g_autofree char *key = g_build_filename (net, "host-key.pem", NULL);
  g_autofree char *cert_file = g_build_filename (net, "host-certificate.pem", NULL);
  g_autoptr(GTlsCertificate) first = NULL;
  g_autoptr(GTlsCertificate) second = NULL;
  g_autofree char *fingerprint = NULL;
  g_autofree char *again = NULL;
  GStatBuf st;

  g_assert_no_error (error);
  first = bn_net_certificate_load_or_create (net, &error);
  g_assert_no_error (error);
  fingerprint = bn_net_certificate_fingerprint (first);
  g_assert_cmpuint (strlen (fingerprint), ==, 64);
  g_assert_cmpint (g_stat (key, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  second = bn_net_certificate_load_or_create (net, &error);
  g_assert_no_error (error);
  again = bn_net_certificate_fingerprint (second);
  g_assert_cmpstr (fingerprint, ==, again);
  g_remove (key);
  g_remove (cert_file);
  g_rmdir (net);
  g_rmdir (dir);
}

/* A reseeded chance throws what a new chance of that seed throws. */
static void
test_reseeded_chance (void)
{
  g_autoptr(BnChance) played = bn_chance_new_seeded (1);
  g_autoptr(BnChance) fresh = bn_chance_new_seeded (42);

  for (guint i = 0; i < 10; i++)
    {
      guint value;

      g_assert_true (bn_chance_roll (played, 6, &value, NULL, NULL));
    }
  bn_chance_reseed (played, 42);
  for (guint i = 0; i < 50; i++)
    {
      guint a, b;

      g_assert_true (bn_chance_roll (played, 20, &a, NULL, NULL));
      g_assert_true (bn_chance_roll (fresh, 20, &b, NULL, NULL));
      g_assert_cmpuint (a, ==, b);
    }
}

/* A leader's token is the same for every battle between two files, another
 * for another receiving file or another leader, and tells nothing of the
 * secret it is made from. */
static void
test_leader_token (void)
{
  g_autofree char *first = bn_net_leader_token ("secret-of-odo", "file-of-hugh");
  g_autofree char *again = bn_net_leader_token ("secret-of-odo", "file-of-hugh");
  g_autofree char *elsewhere = bn_net_leader_token ("secret-of-odo", "file-of-aimery");
  g_autofree char *other = bn_net_leader_token ("secret-of-gui", "file-of-hugh");

  g_assert_cmpuint (strlen (first), ==, 64);
  g_assert_cmpstr (first, ==, again);
  g_assert_cmpstr (first, !=, elsewhere);
  g_assert_cmpstr (first, !=, other);
  g_assert_null (strstr (first, "odo"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/message/round-trip", test_message_round_trip);
  g_test_add_func ("/net/message/refusals", test_message_refusals);
  g_test_add_func ("/net/invitation", test_invitation);
  g_test_add_func ("/net/commitments-and-seeds", test_commitments_and_seeds);
  g_test_add_func ("/net/certificate", test_certificate);
  g_test_add_func ("/net/reseeded-chance", test_reseeded_chance);
  g_test_add_func ("/net/leader-token", test_leader_token);
  return g_test_run ();
}
